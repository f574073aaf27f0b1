import { startStandalone } from '@ilm/shared/standalone';
import { remotePages } from './routes';

// mfe-marketing run alone (`pnpm --filter @ilm/mfe-marketing dev`): its declared pages at their site URLs, no shell around them.
void startStandalone(document.getElementById('root'), { remotePages });
