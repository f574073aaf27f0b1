const { createWebpackConfig } = require('@ilm/build/webpack');

/** One exposed module per page the shell routes to this remote. */
const exposes = {
    './SignIn': './src/expose/sign-in.tsx',
    './SignUp': './src/expose/sign-up.tsx',
    './ForgetPassword': './src/expose/forget-password.tsx',
    './OldForgetPassword': './src/expose/old-forget-password.tsx',
    './ResetPassword': './src/expose/reset-password.tsx',
    './Sso': './src/expose/sso.tsx',
};

module.exports = createWebpackConfig({ appDir: __dirname, name: 'mfe_auth', port: 3002, title: 'mfe-auth (standalone)', exposes });
