import { createPageRenderer } from '@ilm/shared/ssr';
import { remotePages } from './routes';

/** mfe-checkout's server bundle: draws its public pages for the shell server (docs/decisions/0005-server-rendering.md). */
export const render = createPageRenderer(remotePages);
