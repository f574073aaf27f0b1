import { startStandalone } from '@ilm/shared/standalone';
import { remotePages } from './routes';

// mfe-careers run alone (`pnpm --filter @ilm/mfe-careers dev`): its declared pages at their site URLs, no shell around them.
void startStandalone(document.getElementById('root'), { remotePages });
