import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resolveCurrency } from '@ilm/shared/stores';
import { renderWithShell } from '@ilm/shared/testing';
import { API, setupApiServer } from '../testing/api-mocks';
import { CareerPathPricingPage } from './career-path-pricing-page';

const server = setupApiServer();

describe('CareerPathPricingPage', () => {
  it("shows the path's price in the visitor's currency, what it contains and the way to buy it", async () => {
    server.use(http.get(`${API}payments/get-currency-code/`, () => HttpResponse.json({ conversation_amount: 0.92, country_code: 'DE', currency_code: 'EUR' })));
    await act(() => resolveCurrency('DE'));
    renderWithShell(<CareerPathPricingPage slug="cloud-engineer" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
    const price = screen.getByRole('complementary', { name: 'Price' });
    expect(within(price).getByText('€275.08')).toBeInTheDocument();
    expect(within(price).getByText('40 lab tokens')).toBeInTheDocument();
    expect(within(price).getByText('2 hands-on labs')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Buy this career path' })).toHaveAttribute('href', '/checkout?path=cloud-engineer');
    expect(screen.getByText('Design a resilient VPC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EC2 basics' })).toHaveAttribute('href', '/labs/aws-ec2-basics');
    expect(screen.getByText('Beginner · 45 min · 2 tokens')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown slug', async () => {
    await act(() => resolveCurrency('PK'));
    renderWithShell(<CareerPathPricingPage slug="no-such-path" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Career path not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse career paths' })).toHaveAttribute('href', '/career-paths');
  });

  it('does not ask the API about a slug that cannot exist', async () => {
    renderWithShell(<CareerPathPricingPage slug="../admin" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Career path not found' })).toBeInTheDocument();
  });

  it('offers to try again when the catalog is unreachable', async () => {
    server.use(http.get(`${API}catalog/career-paths/:slug/`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderWithShell(<CareerPathPricingPage slug="cloud-engineer" />);
    expect(await screen.findByText('The career path could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Career path pricing' })).toBeInTheDocument();
    server.resetHandlers();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud Engineer' })).toBeInTheDocument();
  });
});
