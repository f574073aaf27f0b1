// The pricing widget as one script for other sites (see expose/pricing-widget.ts): the page calls
// IlmPricingWidget.mountPricingWidget(element, { siteUrl, apiBaseUrl }). The code behind it loads
// after an async boundary, as every federated entry must.
import type { PricingWidgetOptions } from './features/widget/mount-pricing-widget';

/** Draws the pricing table into `element`; returns a function that removes it. */
export function mountPricingWidget(element: Element, options: PricingWidgetOptions): () => void {
  if (!element || !options?.siteUrl || !options.apiBaseUrl) throw new Error('mountPricingWidget needs an element, siteUrl and apiBaseUrl');
  let unmount: (() => void) | null = null;
  let removed = false;
  void import('./widget-bootstrap').then(({ mount }) => {
    if (!removed) unmount = mount(element, options);
  });
  return () => {
    removed = true;
    unmount?.();
  };
}
