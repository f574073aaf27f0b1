// @ts-check
/**
 * A federation runtime plugin for every instance on the page, the shell's and each remote's (the
 * shell registers it globally: provide-bundler-runtime.js; a remote run alone:
 * standalone-federation-runtime.js). A singleton whose version on the page is the very version
 * asked for (every app pins one version per library, pnpm-workspace.yaml's catalog) is handed over
 * without the runtime's semver check, which builds and runs a dozen regular expressions per shared
 * module; a page negotiates about twenty while it starts (docs/decisions/0007-first-visit-performance.md,
 * lever 13). Any other case (another version, a range, tree shaking) keeps the runtime's resolver
 * and its warning.
 */
module.exports = function exactVersionShares() {
  return {
    name: 'ilm-exact-version-shares',
    /** @param {{ shareScopeMap: Record<string, Record<string, Record<string, unknown>>>, scope: string, pkgName: string, version: string | undefined, shareInfo: { shareConfig?: { singleton?: boolean, requiredVersion?: string | false }, treeShaking?: unknown }, resolver: () => unknown }} args */
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { shareConfig, treeShaking } = shareInfo;
      if (shareConfig?.singleton && treeShaking === undefined && typeof version === 'string' && shareConfig.requiredVersion === version) {
        const shared = shareScopeMap[scope][pkgName][version];
        args.resolver = () => ({ shared, useTreesShaking: false });
      }
      return args;
    },
  };
};
