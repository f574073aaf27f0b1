const { createWebpackConfig } = require('@ilm/shared/webpack');

/** One exposed module per page the shell routes to this remote. */
const exposes = {
    './Pricing': './src/expose/pricing.tsx',
    './Checkout': './src/expose/checkout.tsx',
    './CareerPathPricing': './src/expose/career-path-pricing.tsx',
};

module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_checkout', port: 3004, title: 'mfe-checkout (standalone)', exposes });
