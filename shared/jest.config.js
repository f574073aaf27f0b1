const path = require('node:path');
const { jestPreset } = require('@ilm/build/jest-preset');

const preset = jestPreset(__dirname);

module.exports = {
  ...preset,
  displayName: 'shared',
  moduleNameMapper: {
    // `shared` imports its own entries by package name (so federation shares one copy of each);
    // Jest resolves those self-references to the sources.
    '^@ilm/shared/(stores|api|cookies|config|i18n|ui|phone|routes|types|contracts|testing|query)$': path.join(__dirname, 'src', '$1', 'index.ts'),
    ...preset.moduleNameMapper,
  },
};
