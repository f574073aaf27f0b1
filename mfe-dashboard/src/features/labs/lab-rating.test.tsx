import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLanguage } from '@ilm/shared/i18n';
import { renderWithShell } from '@ilm/shared/testing';
import { LabRating } from './lab-rating';
import type { LabRating as SavedRating } from './ratings.api';
import { API, LAB, server, signIn, setupMockApi } from '../../testing/mock-api';

setupMockApi();
beforeEach(() => signIn());

const RATING_URL = `${API}labs/${LAB.slug}/rating/`;
const notRated = () => http.get(RATING_URL, () => HttpResponse.json(null));
const saved = (overrides: Partial<SavedRating> = {}): SavedRating => ({
  lab_slug: LAB.slug,
  stars: 4,
  comment: 'Clear steps.',
  created_at: '2026-11-20T14:30:00.000Z',
  updated_at: '2026-11-20T14:30:00.000Z',
  ...overrides,
});

/** Answers PUTs like the API: the body back as the saved rating; `bodies` records what was sent. */
function acceptPuts(bodies: unknown[]) {
  server.use(
    http.put(RATING_URL, async ({ request }) => {
      const body = (await request.json()) as { stars: number; comment: string | null };
      bodies.push(body);
      return HttpResponse.json(saved({ stars: body.stars, comment: body.comment, updated_at: '2026-11-21T09:00:00.000Z' }));
    }),
  );
}

const renderRating = () => renderWithShell(<LabRating slug={LAB.slug} title={LAB.title} />);

describe('LabRating', () => {
  it('is a labelled radio group of 1 to 5 stars with an optional comment', async () => {
    server.use(notRated());
    renderRating();
    const group = await screen.findByRole('group', { name: 'Your rating' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '1 star: poor' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: '5 stars: excellent' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveAttribute('maxlength', '500');
    expect(screen.getByRole('button', { name: 'Save rating' })).toBeInTheDocument();
  });

  it('saves the stars and comment chosen, then says the rating is saved', async () => {
    server.use(notRated());
    const bodies: unknown[] = [];
    acceptPuts(bodies);
    renderRating();
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars: very good' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'The chmod step made permissions click.');
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your rating is saved.');
    expect(bodies).toEqual([{ stars: 4, comment: 'The chmod step made permissions click.' }]);
    expect(screen.getByRole('radio', { name: '4 stars: very good' })).toBeChecked();
    // Saved once: the next save replaces it.
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeInTheDocument();
  });

  it('asks for stars before sending anything', async () => {
    server.use(notRated());
    const bodies: unknown[] = [];
    acceptPuts(bodies);
    renderRating();
    await userEvent.click(await screen.findByRole('button', { name: 'Save rating' }));
    expect(screen.getByRole('radio', { name: '1 star: poor' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '1 star: poor' })).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
    expect(bodies).toEqual([]);
  });

  it('shows the saved rating, and a second save replaces it with a blank comment sent as none', async () => {
    server.use(http.get(RATING_URL, () => HttpResponse.json(saved())));
    const bodies: unknown[] = [];
    acceptPuts(bodies);
    renderRating();
    expect(await screen.findByRole('radio', { name: '4 stars: very good' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Clear steps.');
    expect(screen.getByText(/^Your rating: 4 of 5 stars, saved on /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2 stars: fair' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Comment (optional)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update rating' }));
    expect(await screen.findByText('Thank you: your rating is saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ stars: 2, comment: null }]);
  });

  it("shows the API's refusal, and a field's error beside that field", async () => {
    server.use(notRated());
    let answer = { status: 403, body: { statusCode: 403, code: 'lab_not_completed', message: 'You can rate this lab once you have completed it.' } };
    server.use(http.put(RATING_URL, () => HttpResponse.json(answer.body, { status: answer.status })));
    renderRating();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars: excellent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can rate this lab once you have completed it.');

    answer = {
      status: 400,
      body: { statusCode: 400, code: 'validation_error', field: 'comment', message: 'comment: must not have more than 500 characters' } as never,
    };
    await userEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect(await screen.findByRole('textbox', { name: 'Comment (optional)' })).toHaveAccessibleDescription(
      expect.stringContaining('must not have more than 500 characters'),
    );
    expect(screen.getByRole('textbox', { name: 'Comment (optional)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is labelled in Arabic and Urdu', async () => {
    server.use(notRated());
    await setLanguage('ar', { remember: false });
    try {
      renderRating();
      expect(await screen.findByRole('group', { name: 'تقييمك' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'نجمتان: مقبول' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'احفظ التقييم' })).toBeInTheDocument();
      await act(() => setLanguage('ur', { remember: false }));
      expect(await screen.findByRole('radio', { name: '5 ستارے: بہترین' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'تبصرہ (اختیاری)' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en', { remember: false }));
    }
  });
});
