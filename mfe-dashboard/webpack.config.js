const { createWebpackConfig } = require('@ilm/build/webpack');

/** One exposed module per page the shell routes to this remote. */
const exposes = {
    './Dashboard': './src/expose/dashboard.tsx',
    './Instances': './src/expose/instances.tsx',
    './InstanceDashboard': './src/expose/instance-dashboard.tsx',
    './Lab': './src/expose/lab.tsx',
    './Tokens': './src/expose/tokens.tsx',
};

module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_dashboard', port: 3003, title: 'mfe-dashboard (standalone)', exposes });
