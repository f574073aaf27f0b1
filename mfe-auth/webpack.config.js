const { createWebpackConfig } = require('@ilm/build/webpack');

// Its pages are declared in src/routes.ts: the build exposes them as `./pages` and publishes pages.json.
module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_auth', port: 3002, title: 'mfe-auth (standalone)', exposes: {} });
