import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from '@ilm/shared/router';
import { renderWithShell } from '@ilm/shared/testing';
import Lab from './lab-page';
import { API, CLOUD_LAB, get, instance, LAB, list, server, signIn, setupMockApi } from '../testing/mock-api';

setupMockApi();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLab(slug = LAB.slug) {
  return renderWithShell(
    <Routes>
      <Route path="/labs/:slug" element={<Lab params={{ slug }} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/labs/${slug}` },
  );
}

function mockLearner(balance: number, active: ReturnType<typeof instance>[] = []) {
  server.use(get(`catalog/labs/${LAB.slug}/`, LAB), get('tokens/balance/', { balance }), get('labs/instances/', list(active)));
}

describe('LabPage', () => {
  it('shows the lab: topic, where it runs, level, duration, cost, objectives and steps', async () => {
    server.use(get(`catalog/labs/${LAB.slug}/`, LAB));
    renderLab();
    expect(await screen.findByRole('heading', { level: 1, name: 'Files and permissions' })).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('A Linux terminal in your browser')).toBeInTheDocument();
    expect(screen.getAllByText('2 tokens').length).toBeGreaterThan(0);
    expect(screen.getByText('Set permissions with chmod')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Write a note' })).toBeInTheDocument();
    // Step instructions are Markdown: commands stay left to right, in a code block.
    // The renderer arrives in a chunk of its own (step-body.tsx): the instructions a moment after the page.
    expect((await screen.findByText('mkdir ~/projects')).closest('pre')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('projects', { selector: 'code' })).toHaveAttribute('dir', 'ltr');
  });

  it('launches with enough tokens after a confirmation and opens the running lab', async () => {
    signIn();
    mockLearner(20);
    let launched: unknown;
    server.use(
      http.post(`${API}labs/instances/`, async ({ request }) => {
        launched = await request.json();
        return HttpResponse.json(instance({ status: 'provisioning', id: 'f00d0000-0000-4000-8000-000000000001' }), { status: 201 });
      }),
    );
    renderLab();
    expect(await screen.findByText('Your balance: 20 tokens.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Launch lab' }));
    const dialog = screen.getByRole('dialog', { name: 'Launch Files and permissions?' });
    expect(within(dialog).getByText(/your balance goes from 20 to 18/)).toBeInTheDocument();
    expect(launched).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Launch for 2 tokens' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/instance-dashboard?id=f00d0000-0000-4000-8000-000000000001');
    expect(launched).toEqual({ lab_slug: 'linux-files-and-permissions' });
  });

  it('with too few tokens says so, links to /tokens and does not launch', async () => {
    signIn();
    mockLearner(1);
    renderLab();
    expect(await screen.findByText(/This lab costs 2 tokens and your balance is 1/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Buy tokens' })[0]).toHaveAttribute('href', '/tokens');
    expect(screen.getByRole('button', { name: 'Launch lab' })).toBeDisabled();
  });

  it("shows the API's 402 when the balance was spent elsewhere meanwhile", async () => {
    signIn();
    mockLearner(5);
    server.use(
      http.post(`${API}labs/instances/`, () =>
        HttpResponse.json(
          { statusCode: 402, code: 'insufficient_tokens', message: 'This lab costs 2 tokens and your balance is 0. Buy a token pack or upgrade your plan.' },
          { status: 402 },
        ),
      ),
    );
    renderLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Launch lab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Launch for 2 tokens' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('your balance is 0');
    expect(within(alert).getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/tokens');
  });

  it('offers the running lab instead of a second launch', async () => {
    signIn();
    mockLearner(20, [instance()]);
    renderLab();
    expect(await screen.findByRole('link', { name: 'Open your running lab' })).toHaveAttribute(
      'href',
      '/instance-dashboard?id=0b9c1f8e-1111-4222-8333-444455556666',
    );
  });

  it('sends a visitor who presses Launch to sign in, coming back to the lab', async () => {
    server.use(get(`catalog/labs/${LAB.slug}/`, LAB));
    renderLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Launch lab' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth/signin?redirect=%2Flabs%2Flinux-files-and-permissions');
  });

  it('says which cloud a lab needs and offers no Launch, so no token can be taken for it', async () => {
    signIn();
    server.use(get(`catalog/labs/${CLOUD_LAB.slug}/`, CLOUD_LAB), get('tokens/balance/', { balance: 20 }), get('labs/instances/', list([])));
    renderLab(CLOUD_LAB.slug);
    expect(await screen.findByRole('heading', { level: 2, name: 'Needs AWS' })).toBeInTheDocument();
    expect(screen.getByText(/not connected to yet\. It cannot be launched here, and no tokens are taken/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Launch lab' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Labs you can run now' })).toHaveAttribute('href', '/dashboard#recommended-labs');
  });

  it('shows a clear not-found state for an unknown slug', async () => {
    server.use(get('catalog/labs/no-such-lab/', { statusCode: 404, code: 'not_found', message: 'Lab was not found.' }, 404));
    renderLab('no-such-lab');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lab not found' })).toBeInTheDocument();
    expect(screen.getByText(/No lab is called “no-such-lab”/)).toBeInTheDocument();
  });
});
