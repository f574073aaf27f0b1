import { startStandalone } from '@ilm/shared/standalone';
import { standaloneRoutes } from './standalone-routes';

// mfe-checkout run alone (`pnpm --filter @ilm/mfe-checkout dev`): its pages at their site URLs, no shell around them.
void startStandalone(document.getElementById('root'), { routes: standaloneRoutes });
