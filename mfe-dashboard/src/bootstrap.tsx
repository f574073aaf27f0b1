import { startStandalone } from '@ilm/shared/standalone';
import { standaloneRoutes } from './standalone-routes';

// mfe-dashboard run alone (`pnpm --filter @ilm/mfe-dashboard dev`): its pages at their site URLs, no shell around them.
void startStandalone(document.getElementById('root'), { routes: standaloneRoutes });
