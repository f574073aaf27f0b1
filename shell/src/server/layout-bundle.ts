import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LAYOUT_BUNDLE, type DrawnLayout, type LayoutRenderRequest, type RuntimeConfig } from '@ilm/contract';

/** Draws a page's layout around the page its remote drew (the shell's server bundle, src/server-render.ts). */
export type LayoutRenderer = (request: LayoutRenderRequest, config: RuntimeConfig) => Promise<DrawnLayout>;

/** The layout renderer of the shell's build, or undefined when the build has none (the browser then draws the layout). */
export function loadLayoutRenderer(distDir: string): LayoutRenderer | undefined {
  const file = path.join(distDir, LAYOUT_BUNDLE);
  if (!existsSync(file)) return undefined;
  const bundle = createRequire(file)(file) as { renderLayout?: unknown };
  if (typeof bundle.renderLayout !== 'function') throw new Error(`${file} must export renderLayout()`);
  return bundle.renderLayout as LayoutRenderer;
}
