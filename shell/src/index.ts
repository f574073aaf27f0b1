import { yieldToBrowser } from './app/yield';

// Started by start.ts once the server's page is shown; the async boundary: the shared singletons are
// negotiated before any app code runs, in a task of their own, not the one that evaluated this entry.
void yieldToBrowser().then(() => import('./bootstrap'));
