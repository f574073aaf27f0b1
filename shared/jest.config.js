const { jestPreset } = require('./build/jest-preset.cjs');

const preset = jestPreset(__dirname);
// msw 2.15 pulls in ESM-only packages (rettime); let swc transform them too.
const MSW_ESM = ['rettime', 'until-async', '@open-draft\\+deferred-promise'];

module.exports = {
  ...preset,
  displayName: 'shared',
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('(?!(', `(?!(${MSW_ESM.join('|')}|`),
  ),
};
