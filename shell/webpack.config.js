const { createWebpackConfig } = require('@ilm/shared/webpack');

module.exports = createWebpackConfig({ appDir: __dirname, name: 'shell', port: 3000, title: 'Ilm Cloud' });
