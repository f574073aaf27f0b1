// Every package's tests in one run (`npm test`); each package keeps its own config for `pnpm test`.
const { existsSync } = require('node:fs');

const packages = ['contract', 'shared', 'tooling/build', 'tooling/server', 'tooling/lint', 'shell', 'mfe-marketing', 'mfe-auth', 'mfe-dashboard', 'mfe-checkout', 'api'];

module.exports = {
  // A global option (projects cannot set it): the API's tests open real databases.
  testTimeout: 30_000,
  projects: packages.filter((dir) => existsSync(`${__dirname}/${dir}/jest.config.js`)).map((dir) => `<rootDir>/${dir}`),
};
