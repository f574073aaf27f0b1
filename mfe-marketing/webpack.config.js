const { createWebpackConfig } = require('@ilm/build/webpack');

// Its pages are declared in src/routes.ts: the build exposes them as `./pages` and publishes pages.json.
module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_marketing', port: 3001, title: 'mfe-marketing (standalone)', exposes: {} });
