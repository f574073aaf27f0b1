import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PATHS_PATH, RENDER_BUNDLE, RENDER_PATH, type RenderedPage, type RenderRequest, type RuntimeConfig } from '@ilm/contract';

/** What a remote's server bundle exports (its `src/server-render.ts`). */
export interface ServerBundle {
  render: (request: RenderRequest, config: RuntimeConfig) => Promise<RenderedPage | null>;
  paths: (config: RuntimeConfig) => Promise<string[]>;
}

/** The remote's server bundle in its build, or undefined when it draws no page on the server. */
export function loadServerBundle(distDir: string): ServerBundle | undefined {
  const file = path.join(distDir, RENDER_BUNDLE);
  if (!existsSync(file)) return undefined;
  const bundle = createRequire(file)(file) as Partial<ServerBundle>;
  if (typeof bundle.render !== 'function' || typeof bundle.paths !== 'function') throw new Error(`${file} must export render() and paths()`);
  return { render: bundle.render, paths: bundle.paths };
}

/** The reason a render request is refused, or null. */
function invalidRequest(body: unknown): string | null {
  const request = body as Partial<RenderRequest> | null;
  if (!request || typeof request !== 'object') return 'the body must be a JSON object';
  if (typeof request.url !== 'string' || !request.url.startsWith('/') || request.url.startsWith('//') || request.url.length > 2000)
    return 'url must be a path of this site';
  if (typeof request.language !== 'string' || request.language.length > 16) return 'language must be a language code';
  if (!Array.isArray(request.pages)) return "pages must be the site's pages";
  if (typeof request.publicPath !== 'string' || !/^https?:\/\//.test(request.publicPath)) return 'publicPath must be an http(s) URL';
  if (request.country !== undefined && (typeof request.country !== 'string' || !/^[A-Z]{2}$/.test(request.country)))
    return 'country must be an ISO 3166-1 alpha-2 code';
  return null;
}

/**
 * The routes the shell server asks a remote (docs/decisions/0005-server-rendering.md):
 * - `POST /_render` draws one of its pages open to visitors: 404 when it has none at that URL (the
 *   page's own "not found", an unknown slug, is a 200 answer whose page says `status: 404`);
 * - `GET /_paths` lists the paths of those pages, for the sitemap.
 */
export function registerServerBundleRoutes(app: FastifyInstance, bundle: ServerBundle, config: RuntimeConfig): void {
  app.post(RENDER_PATH, { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const problem = invalidRequest(request.body);
    if (problem) return reply.code(400).header('Cache-Control', 'no-store').send({ detail: problem });
    const page = await bundle.render(request.body as RenderRequest, config);
    reply.header('Cache-Control', 'no-store');
    return page ? reply.send(page) : reply.code(404).send({ detail: 'This remote has no public page at that URL' });
  });
  app.get(PATHS_PATH, async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ paths: await bundle.paths(config) }));
}
