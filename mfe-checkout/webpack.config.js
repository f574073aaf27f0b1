const { createWebpackConfig } = require('@ilm/build/webpack');

// Its pages are declared in src/routes.ts (exposed as `./pages`, published as pages.json); besides
// them it exposes the embeddable pricing widget.
const exposes = {
  './PricingWidget': './src/expose/pricing-widget.ts',
};

const remote = createWebpackConfig({ appDir: __dirname, name: 'mfe_checkout', port: 3004, title: 'mfe-checkout (standalone)', exposes });

module.exports = (env, argv) => {
  const config = remote(env, argv);
  // Integrators (README.md, "Embedding the pricing table on another site"): `<script src="<this remote>/pricing-widget.js">` then
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
