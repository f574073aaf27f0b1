import { createLayoutRenderer } from './app/render-layout';

/** The shell's server bundle: draws the layouts around the pages the remotes draw (docs/decisions/0007-first-visit-performance.md). */
export const renderLayout = createLayoutRenderer();
