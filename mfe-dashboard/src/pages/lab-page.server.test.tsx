/** @jest-environment node */
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/contract';
import { render } from '../server-render';
import { get, LAB, server, setupMockApi } from '../testing/mock-api';

setupMockApi();

const request = (path: string, language = 'en') => ({ url: path, language, pages: globalThis.__ILM_SITE_PAGES__ ?? [], publicPath: 'http://localhost:3003/' });

describe('/labs/:slug drawn on the server (docs/decisions/0005-server-rendering.md)', () => {
  it('holds every step’s instructions in full, though the browser loads their Markdown renderer apart (ADR 0007)', async () => {
    server.use(get(`catalog/labs/${LAB.slug}/`, LAB));
    const page = await render(request(`/labs/${LAB.slug}`), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Files and permissions</h1>');
    expect(page?.html).toMatch(/<pre[^>]*dir="ltr"[^>]*><code[^>]*>mkdir ~\/projects<\/code><\/pre>/);
  });
});
