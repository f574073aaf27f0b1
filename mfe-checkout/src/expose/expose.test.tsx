import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@ilm/shared/contracts';
import { renderWithShell } from '@ilm/shared/testing';

const exposed: [string, () => Promise<RemotePageModule>, string, string][] = [
  ['mfe_checkout/Pricing', () => import('./pricing'), "Plans and pricing", "Compare the Basic, Standard and Pro plans in your currency and pick the one that fits."],
  ['mfe_checkout/Checkout', () => import('./checkout'), "Checkout", "Review your order in your currency, enter your payment details and confirm."],
  ['mfe_checkout/CareerPathPricing', () => import('./career-path-pricing'), "Career path pricing", "The price of this career path in your currency and everything it includes."],
];

describe('mfe_checkout exposed pages', () => {
  it.each(exposed)('%s renders its heading and what the page is for', async (_id, load, title, intro) => {
    const { default: Page } = await load();
    renderWithShell(<Page params={{ slug: 'example' }} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(intro)).toBeInTheDocument();
  });
});
