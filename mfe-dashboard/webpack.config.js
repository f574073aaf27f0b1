const { createWebpackConfig } = require('@ilm/build/webpack');

// Its pages are declared in src/routes.ts: the build exposes them as `./pages` and publishes pages.json.
module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_dashboard', port: 3003, title: 'mfe-dashboard (standalone)', exposes: {} });
