import { afterNextPaint } from './app/yield';

// The page the server drew is painted first; then the async boundary: the shared singletons are
// negotiated before any app code runs.
void afterNextPaint().then(() => import('./bootstrap'));
