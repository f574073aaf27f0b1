import { SERVER_LAYOUT_ATTRIBUTE, SERVER_PAGE_ELEMENT_ID } from '@ilm/contract';
import { afterFirstContentfulPaint, afterNextPaint } from './app/yield';

// A page the server drew is shown first (docs/decisions/0007-first-visit-performance.md); then the
// async boundary: the shared singletons are negotiated before any app code runs.
const serverDrawn = document.getElementById('root')?.hasAttribute(SERVER_LAYOUT_ATTRIBUTE) || document.getElementById(SERVER_PAGE_ELEMENT_ID) !== null;
void (serverDrawn ? afterFirstContentfulPaint() : afterNextPaint()).then(() => import('./bootstrap'));
