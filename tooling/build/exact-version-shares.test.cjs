const path = require('node:path');
const exactVersionShares = require('./exact-version-shares.cjs');

/** The federation runtime the apps' builds bundle (enhanced → runtime-tools → runtime-core), required as Node requires it. */
function runtimeCore() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const runtimeTools = require.resolve('@module-federation/runtime-tools', { paths: [path.dirname(enhanced)] });
  return require(require.resolve('@module-federation/runtime-core', { paths: [path.dirname(runtimeTools)] }));
}

let instances = 0;
/** A federation instance that provides `lib` at `provided` and asks for it at `required`, as a singleton, with the plugin. */
function hostSharing(provided, required) {
  const { ModuleFederation } = runtimeCore();
  instances += 1;
  const lib = { provided };
  const host = new ModuleFederation({
    name: `probe_host_${instances}`,
    remotes: [],
    shared: { [`probe-lib-${instances}`]: { version: provided, lib: () => lib, shareConfig: { singleton: true, requiredVersion: required } } },
    plugins: [exactVersionShares()],
  });
  return { host, lib, pkgName: `probe-lib-${instances}` };
}

describe('exact-version-shares (a runtime plugin of every instance on the page)', () => {
  let warn;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  test('a singleton of the very version the app pinned is handed over, and the runtime resolver is not run', () => {
    const shared = { version: '1.2.3' };
    const args = {
      shareScopeMap: { default: { lib: { '1.2.3': shared } } },
      scope: 'default',
      pkgName: 'lib',
      version: '1.2.3',
      shareInfo: { shareConfig: { singleton: true, requiredVersion: '1.2.3' } },
      resolver: () => {
        throw new Error('the runtime resolver ran');
      },
    };
    expect(exactVersionShares().resolveShare(args).resolver()).toEqual({ shared, useTreesShaking: false });
  });

  test.each([
    ['another version', '1.2.3', '1.2.4', true],
    ['a range', '1.2.3', '^1.2.0', true],
    ['a module that is no singleton', '1.2.3', '1.2.3', false],
  ])('%s keeps the runtime resolver', (_case, version, requiredVersion, singleton) => {
    const resolver = () => 'the runtime resolver';
    const args = {
      shareScopeMap: { default: { lib: { [version]: {} } } },
      scope: 'default',
      pkgName: 'lib',
      version,
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      resolver,
    };
    expect(exactVersionShares().resolveShare(args).resolver).toBe(resolver);
  });

  test('with the runtime, the pinned version loads its library and warns of nothing', async () => {
    const { host, lib, pkgName } = hostSharing('1.2.3', '1.2.3');
    const factory = await host.loadShare(pkgName);
    expect(factory()).toBe(lib);
    expect(warn).not.toHaveBeenCalled();
  });

  test('with the runtime, a version the app was not built with is still warned of', async () => {
    const { host, lib, pkgName } = hostSharing('1.2.3', '^2.0.0');
    const factory = await host.loadShare(pkgName);
    expect(factory()).toBe(lib);
    expect(warn).toHaveBeenCalledWith(
      '[ Federation Runtime ]',
      expect.stringContaining(`Version 1.2.3 from ${host.options.name} of shared singleton module ${pkgName} does not satisfy the requirement`),
    );
  });
});
