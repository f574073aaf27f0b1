const { jestPreset } = require('@ilm/shared/jest-preset');

module.exports = { ...jestPreset(__dirname), displayName: 'mfe-dashboard' };
