import { createPageRenderer, createPathLister } from '@ilm/shared/ssr';
import { remotePages } from './routes';

/**
 * mfe-careers' server bundle: draws its public page, a diploma's verification (`/diplomas/:id`),
 * for the shell server (docs/decisions/0005-server-rendering.md).
 */
export const render = createPageRenderer(remotePages);
/** The paths of its pages open to visitors, for the site's sitemap. */
export const paths = createPathLister(remotePages);
