// Every package's tests in one run (`npm test`); each package keeps its own config for `pnpm test`.
const { existsSync } = require('node:fs');

// The remotes are the site's list of them, remotes.json: a remote added there is tested here too.
const remotes = Object.values(require('./remotes.json')).map((remote) => remote.dir);
const packages = ['contract', 'shared', 'tooling/build', 'tooling/server', 'tooling/lint', 'shell', ...remotes, 'api'];

module.exports = {
  // A global option (projects cannot set it): the API's tests open real databases.
  testTimeout: 30_000,
  projects: packages.filter((dir) => existsSync(`${__dirname}/${dir}/jest.config.js`)).map((dir) => `<rootDir>/${dir}`),
};
