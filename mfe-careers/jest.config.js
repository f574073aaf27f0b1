const { jestPreset } = require('@ilm/build/jest-preset');

module.exports = { ...jestPreset(__dirname), displayName: 'mfe-careers' };
