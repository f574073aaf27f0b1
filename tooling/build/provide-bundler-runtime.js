// A federation runtime plugin of the shell: it puts the bundler runtime the shell's container runs with
// (the code that connects a container's chunks and shared modules to the federation runtime) where every
// remote's remoteEntry.js looks for it (federation.cjs, bundlerRuntimeExternal): the page holds one copy
// instead of one per container (docs/decisions/0007-first-visit-performance.md, lever 11). It runs when
// the shell's federation entry is evaluated, before any remote's container is fetched.
//
// Two parts of the shell's copy are the shell's own, so a remote is handed its own in their place:
// - `runtime.init`: the shell's finds an instance by the shell's build (FEDERATION_BUILD_IDENTIFIER),
//   which would hand a remote the shell's instance; a remote's finds its own by name, as below.
// - `initContainerEntry`: left out of a build that exposes nothing, as the shell's is (FEDERATION_HAS_EXPOSES).
// `ilm-federation-bundler-runtime` and `ilm-federation-init-container-entry` are webpack.cjs's aliases of
// the files the federation entry imports: the same modules, not second copies.
//
// It also registers exact-version-shares.cjs for every instance on the page, the shell's and each
// remote's container's (a global plugin: each instance takes it up when it is made), so the remotes'
// builds carry no copy of it.
import federation from 'ilm-federation-bundler-runtime';
import { initContainerEntry } from 'ilm-federation-init-container-entry';
import exactVersionShares from './exact-version-shares.cjs';

const { runtime } = federation;

runtime.registerGlobalPlugins([exactVersionShares()]);

/** `runtime.init` of @module-federation/runtime as a remote's build runs it: the container's instance, found by its name and version or made. */
function initContainer(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) => instance.options.name === options.name && (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

// The name is federation.cjs's BUNDLER_RUNTIME_GLOBAL.
globalThis._ILM_FEDERATION_BUNDLER_RUNTIME = {
  ...federation,
  runtime: { ...runtime, init: initContainer },
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};

export default function provideBundlerRuntime() {
  return { name: 'ilm-provide-bundler-runtime' };
}
