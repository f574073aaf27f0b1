import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { API, CLOUD_ENGINEER, setupCatalogApi } from '../testing/catalog-api';
import { CareerPathPage } from './career-path-page';
import { CareerPathsPage } from './career-paths-page';
import { HomePage } from './home-page';
import { LearningPathsPage } from './learning-paths-page';

const server = setupCatalogApi();
beforeEach(() => setCurrency({ currency: 1, currencyCode: 'USD', currencyTax: 0 }));

describe('LearningPathsPage', () => {
  it('lists each learning path with its labs, each lab linking to its page', async () => {
    renderWithShell(<LearningPathsPage />);
    const section = await screen.findByRole('region', { name: 'AWS Foundations' });
    const lab = within(section).getByRole('link', { name: 'Launch and Connect to an EC2 Instance' });
    expect(lab).toHaveAttribute('href', '/labs/aws-ec2-basics');
    expect(within(section).getByText('45 minutes')).toBeInTheDocument();
    expect(within(section).getByText('2 tokens')).toBeInTheDocument();
    // A lab that needs a cloud account says so on its card.
    expect(within(section).getByText('Needs AWS')).toBeInTheDocument();
  });

  it('says the service is unavailable and loads again with Retry', async () => {
    server.use(http.get(`${API}catalog/learning-paths/`, () => HttpResponse.json({ message: 'down' }, { status: 503 }), { once: true }));
    server.use(http.get(`${API}catalog/learning-paths/`, () => HttpResponse.json({ message: 'down' }, { status: 503 }), { once: true }));
    renderWithShell(<LearningPathsPage />);
    expect(await screen.findByText('The service is unavailable right now. Try again in a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'AWS Foundations' })).toBeInTheDocument();
  });
});

describe('CareerPathsPage', () => {
  it('lists the career paths with their price in the visitor currency', async () => {
    setCurrency({ currency: 0.9, currencyCode: 'EUR', currencyTax: 0 });
    renderWithShell(<CareerPathsPage />);
    const link = await screen.findByRole('link', { name: 'Cloud Engineer' });
    expect(link).toHaveAttribute('href', '/career-paths/cloud-engineer');
    expect(screen.getByText(/€\s?269\.10|269\.10\s?€/)).toBeInTheDocument();
  });

  it("names each path with a heading one level under the page's (no skipped level)", async () => {
    renderWithShell(<CareerPathsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cloud Engineer' })).toBeInTheDocument();
  });
});

describe('CareerPathPage', () => {
  it('shows what the path teaches, its outcomes, its labs and the way to its pricing', async () => {
    renderWithShell(<CareerPathPage slug={CLOUD_ENGINEER.slug} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Design and deploy multi-tier applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Launch and Connect to an EC2 Instance' })).toHaveAttribute('href', '/labs/aws-ec2-basics');
    expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/career-paths/cloud-engineer/pricing');
    expect(screen.getByText('40 lab tokens included')).toBeInTheDocument();
  });

  it('says so when no career path has that slug', async () => {
    renderWithShell(<CareerPathPage slug="no-such-path" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Career path not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All career paths' })).toHaveAttribute('href', '/career-paths');
  });
});

describe('HomePage', () => {
  it('leads to sign-up, to the labs and to the career paths', async () => {
    renderWithShell(<HomePage />);
    expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/auth/signup');
    expect(await screen.findByRole('link', { name: 'Cloud Engineer' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Launch and Connect to an EC2 Instance' })).toBeInTheDocument();
  });
});
