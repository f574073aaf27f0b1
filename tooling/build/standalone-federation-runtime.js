// The federation runtime for a remote run alone (its dev server or its own server's page). A remote
// does not bundle the runtime into remoteEntry.js: on the site it uses the shell's, the page's one
// copy (docs/decisions/0007-first-visit-performance.md). Run alone, there is no shell, so its page
// loads this first and it puts the same runtime where the remote looks for it.
// `ilm-federation-runtime-core` is webpack.cjs's alias of the runtime module the shell bundles: the same code.
import * as runtimeCore from 'ilm-federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
