/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '@ilm/shared/i18n';
import { i18n } from '@ilm/shared/i18n';
import { EmbeddedPanel } from './embedded-panel';
import { registerPanelLoader } from './panel-loader';

afterEach(() => registerPanelLoader(null));

describe('EmbeddedPanel drawn on the server (docs/decisions/0005-server-rendering.md)', () => {
  it('draws the loading state and loads nothing, even with a loader registered in the process', () => {
    const load = jest.fn(() => new Promise<never>(() => undefined));
    registerPanelLoader({ load, reset: () => undefined });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <EmbeddedPanel name="helper" />
      </I18nextProvider>,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain('Loading…');
    expect(load).not.toHaveBeenCalled();
  });
});
