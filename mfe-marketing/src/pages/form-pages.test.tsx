import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { acceptForm, sentBodies, setupFormsApi } from '../features/forms/testing/forms-api';
import { KUBERNETES_OFFER } from '../testing/catalog-api';
import { CifFormPage } from './cif-form-page';
import { CifPage } from './cif-page';
import { ConsultingOfferPage } from './consulting-offer-page';
import { ConsultingPage } from './consulting-page';
import { ContactUsPage } from './contact-us-page';

const server = setupFormsApi();
beforeEach(() => {
  setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 });
});

const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('ContactUs page', () => {
  it('draws the contact form under its own heading, and a meta description', async () => {
    renderWithShell(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(form).getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await waitFor(() => expect(metaDescription()).toMatch(/^Send the Ilm Cloud team a question/));
  });

  it('offers only ways to get help that exist: the assistant, pricing and consulting pages; no invented phone or address', () => {
    const { container } = renderWithShell(<ContactUsPage />);
    const other = screen.getByRole('complementary', { name: 'Other ways to get help' });
    expect(
      within(other)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/bari', '/pricing', '/consulting']);
    expect(container.querySelector('a[href^="tel:"], a[href^="mailto:"], address')).toBeNull();
  });
});

describe('Consulting page', () => {
  it("lists the catalog's offers with duration and starting price, each linking to its page", async () => {
    renderWithShell(<ConsultingPage />);
    const link = await screen.findByRole('link', { name: 'Kubernetes Platform Setup' });
    expect(link).toHaveAttribute('href', '/consulting/kubernetes-platform-setup');
    expect(screen.getByRole('heading', { level: 3, name: 'Kubernetes Platform Setup' })).toBeInTheDocument();
    const card = link.closest('li')!;
    expect(within(card).getByText(KUBERNETES_OFFER.summary)).toBeInTheDocument();
    expect(within(card).getByText('6 weeks')).toBeInTheDocument();
    expect(within(card).getByText('$9,000.00').closest('dd')).toHaveTextContent('From $9,000.00');
  });

  it('ends with a general inquiry that names no offer', async () => {
    acceptForm(server, 'consulting_inquiry');
    const user = userEvent.setup();
    renderWithShell(<ConsultingPage />);
    const ask = screen.getByRole('region', { name: 'Tell us about your project' });
    await user.type(within(ask).getByLabelText('Full name'), 'Hamza Qureshi');
    await user.type(within(ask).getByLabelText('Work e-mail'), 'hamza@acme.example');
    await user.type(within(ask).getByLabelText('Company'), 'Acme Logistics');
    await user.type(within(ask).getByLabelText('Message'), 'Which offer fits a move of 40 services?');
    await user.click(within(ask).getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you: we received it' });
    expect(sentBodies[0]!.body).not.toHaveProperty('offer_slug');
  });
});

describe('ConsultingOfferPage', () => {
  it("shows the offer's scope, deliverables, duration and price, and asks about it with its slug", async () => {
    acceptForm(server, 'consulting_inquiry');
    renderWithShell(<ConsultingOfferPage slug={KUBERNETES_OFFER.slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kubernetes Platform Setup' })).toBeInTheDocument();
    expect(screen.getByText(KUBERNETES_OFFER.description)).toBeInTheDocument();
    const deliverables = screen.getByRole('region', { name: 'What you receive' });
    expect(
      within(deliverables)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(KUBERNETES_OFFER.deliverables);
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
    await waitFor(() => expect(metaDescription()).toBe(KUBERNETES_OFFER.summary));

    const ask = screen.getByRole('region', { name: 'Ask about Kubernetes Platform Setup' });
    const user = userEvent.setup();
    await user.type(within(ask).getByLabelText('Full name'), 'Hamza Qureshi');
    await user.type(within(ask).getByLabelText('Work e-mail'), 'hamza@acme.example');
    await user.type(within(ask).getByLabelText('Company'), 'Acme Logistics');
    await user.type(within(ask).getByLabelText('Message'), 'We want to move 40 services next quarter.');
    await user.click(within(ask).getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { name: 'Thank you: we received it' });
    expect(sentBodies[0]!.body).toMatchObject({ offer_slug: 'kubernetes-platform-setup', company: 'Acme Logistics' });
  });

  it('says clearly when there is no such offer, with a way back to every offer', async () => {
    renderWithShell(<ConsultingOfferPage slug="no-such-offer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulting offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'There is no consulting offer at this address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All consulting offers' })).toHaveAttribute('href', '/consulting');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});

describe('Cif pages', () => {
  it('/cif explains the intake honestly and leads to the form', async () => {
    renderWithShell(<CifPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate information: immigration and placement support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens after you send it' })).toBeInTheDocument();
    expect(screen.getByText(/we\s+cannot promise a visa, a work permit or a job/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the candidate information form' })).toHaveAttribute('href', '/cif-form');
    await waitFor(() => expect(metaDescription()).toMatch(/^How the candidate information form works/));
  });

  it('/cif-form draws the form and links to what happens after it', () => {
    renderWithShell(<CifFormPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate information form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What happens after you send this form' })).toHaveAttribute('href', '/cif');
    expect(screen.getByRole('group', { name: 'What would you like help with?' })).toBeInTheDocument();
  });
});
