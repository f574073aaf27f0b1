import { afterNextPaint } from './app/yield';

// Started by start.ts once the server's page is shown; the async boundary: the shared singletons are
// negotiated before any app code runs.
void afterNextPaint().then(() => import('./bootstrap'));
