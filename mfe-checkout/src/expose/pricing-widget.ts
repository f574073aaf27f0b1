/**
 * `mfe_checkout/PricingWidget`: the pricing table for other sites. `mountPricingWidget(element,
 * { siteUrl, apiBaseUrl })` draws it and returns a function that removes it. The same call is
 * published as a single script (`widget/pricing-widget.js`, global `IlmPricingWidget`) for pages
 * without Module Federation or React.
 */
export { mountPricingWidget } from '../features/widget/mount-pricing-widget';
export type { PricingWidgetOptions } from '../features/widget/mount-pricing-widget';
