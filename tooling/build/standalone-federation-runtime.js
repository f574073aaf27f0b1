// The federation runtime for a remote run alone (its dev server or its own server's page). A remote
// does not bundle the runtime into remoteEntry.js: on the site it uses the shell's, the page's one
// copy (docs/decisions/0007-first-visit-performance.md). Run alone, there is no shell, so its page
// loads this first and it puts the same runtime where the remote looks for it.
// `ilm-federation-runtime-core` and `ilm-federation-bundler-runtime` are webpack.cjs's aliases of the
// modules the shell bundles: the same code. The globals' names are federation.cjs's. Like the shell
// (provide-bundler-runtime.js), it registers exact-version-shares.cjs for the page's instances.
import * as runtimeCore from 'ilm-federation-runtime-core';
import federation from 'ilm-federation-bundler-runtime';
import exactVersionShares from './exact-version-shares.cjs';

runtimeCore.registerGlobalPlugins([exactVersionShares()]);

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
globalThis._ILM_FEDERATION_BUNDLER_RUNTIME = federation;
