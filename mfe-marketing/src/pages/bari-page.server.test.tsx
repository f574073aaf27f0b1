/** @jest-environment node */
import { DEFAULT_RUNTIME_CONFIG } from '@ilm/contract';
import { registerPanelLoader } from '@ilm/shared/ui';
import { render } from '../server-render';

const request = (language: string) => ({ url: '/bari', language, pages: globalThis.__ILM_SITE_PAGES__ ?? [], publicPath: 'http://localhost:3001/' });

afterEach(() => registerPanelLoader(null));

describe('/bari drawn on the server (docs/decisions/0005-server-rendering.md)', () => {
  it('draws its heading, intro and description, and the chat’s place as loading: the chat is drawn in the browser', async () => {
    // Even a loader in the process is not used on the server: the chat is another remote's code.
    const load = jest.fn(() => new Promise<never>(() => undefined));
    registerPanelLoader({ load, reset: () => undefined });
    const page = await render(request('en'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.status).toBe(200);
    expect(page?.head.description).toMatch(/^Ask Baari, the learning assistant, about a concept/);
    expect(page?.html).toContain('Ask Baari</h1>');
    expect(page?.html).toContain('How to get a useful answer</h2>');
    expect(page?.html).toContain("Baari answers from the platform's own pages");
    expect(page?.html).toMatch(/role="status"[^>]*>.*Loading…/);
    expect(load).not.toHaveBeenCalled();
  });

  it('draws it in Arabic', async () => {
    const page = await render(request('ar'), DEFAULT_RUNTIME_CONFIG);
    expect(page?.html).toContain('اسأل باري</h1>');
    expect(page?.head.description).toContain('اسأل باري');
  });
});
