import type { RenderRequest, RuntimeConfig } from '@ilm/contract';
import { createPageRenderer, createPathLister } from '@ilm/shared/ssr';
import { loadMarkdownView } from './features/instructions';
import { remotePages } from './routes';

const drawPage = createPageRenderer(remotePages);
// Instructions are drawn in full on the server: their renderer, a chunk of its own in the browser, is loaded first.
const markdownReady = loadMarkdownView();

/** mfe-dashboard's server bundle: draws its public pages for the shell server (docs/decisions/0005-server-rendering.md). */
export const render: typeof drawPage = async (request: RenderRequest, config: RuntimeConfig) => {
  await markdownReady;
  return drawPage(request, config);
};
/** The paths of its pages open to visitors, for the site's sitemap. */
export const paths = createPathLister(remotePages);
