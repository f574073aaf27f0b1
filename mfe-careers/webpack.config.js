const { createWebpackConfig } = require('@ilm/build/webpack');

// Its pages and panels are declared in src/routes.ts: the build exposes them as `./pages` and publishes pages.json.
module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_careers', port: 3005, title: 'mfe-careers (standalone)', exposes: {} });
