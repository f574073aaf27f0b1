const { createWebpackConfig } = require('@ilm/build/webpack');

/** One exposed module per page the shell routes to this remote, and the embeddable pricing widget. */
const exposes = {
    './Pricing': './src/expose/pricing.tsx',
    './Checkout': './src/expose/checkout.tsx',
    './CareerPathPricing': './src/expose/career-path-pricing.tsx',
    './PricingWidget': './src/expose/pricing-widget.ts',
};

const remote = createWebpackConfig({ appDir: __dirname, name: 'mfe_checkout', port: 3004, title: 'mfe-checkout (standalone)', exposes });

module.exports = (env, argv) => {
  const config = remote(env, argv);
  // DESIGN.md's integrators: `<script src="<this remote>/pricing-widget.js">` then
  // `IlmPricingWidget.mountPricingWidget(element, { siteUrl, apiBaseUrl })`, on any page, no React needed.
  config.entry = {
    main: config.entry,
    'pricing-widget': {
      import: './src/widget.ts',
      filename: 'pricing-widget.js',
      library: { name: 'IlmPricingWidget', type: 'umd' },
    },
  };
  return config;
};
