import { startStandalone } from '@ilm/shared/standalone';
import { standaloneRoutes } from './standalone-routes';

// mfe-marketing run alone (`pnpm --filter @ilm/mfe-marketing dev`): its pages at their site URLs, no shell around them.
void startStandalone(document.getElementById('root'), { routes: standaloneRoutes });
