const { createWebpackConfig } = require('@ilm/build/webpack');

module.exports = createWebpackConfig({ appDir: __dirname, name: 'shell', port: 3000, title: 'Ilm Cloud' });
