import { Value } from 'typebox/value';
import { composeSitePages } from './compose-pages';
import { PagesDeclaration, type PublishedPanel, type PublishedPage } from './pages';

const page = (name: string, path: string): PublishedPage => ({ name, paths: [path], layout: 'default', access: 'public' });
const panel = (name: string, extra: Partial<PublishedPanel> = {}): PublishedPanel => ({
  name,
  slot: 'assistant',
  access: 'signed-in',
  label: { en: 'Ask Baari', ar: 'اسأل باري' },
  ...extra,
});

describe('composing panels (docs/rules/pages.md#panels)', () => {
  it('keeps every panel with the remote that offers it, in REMOTES order', () => {
    const { panels, issues } = composeSitePages([
      { remote: 'mfe_one', pages: [page('front', '/')], panels: [panel('helper')] },
      { remote: 'mfe_two', pages: [], panels: [panel('guide', { access: 'public' })] },
    ]);
    expect(panels).toEqual([
      { ...panel('helper'), remote: 'mfe_one' },
      { ...panel('guide', { access: 'public' }), remote: 'mfe_two' },
    ]);
    expect(issues).toEqual([]);
  });

  it('the first remote to claim a panel name keeps it; the later claim is refused and reported', () => {
    const { panels, issues } = composeSitePages([
      { remote: 'mfe_one', pages: [], panels: [panel('baari', { label: { en: 'First' } })] },
      { remote: 'mfe_two', pages: [], panels: [panel('baari', { label: { en: 'Second' } })] },
    ]);
    expect(panels).toHaveLength(1);
    expect(panels[0]).toMatchObject({ remote: 'mfe_one', label: { en: 'First' } });
    expect(issues).toEqual([{ remote: 'mfe_two', page: 'baari', message: 'the panel name "baari" belongs to mfe_one: panel refused' }]);
  });

  it('a panel may share its name with a page: panels and pages are claimed apart', () => {
    const { pages, panels, issues } = composeSitePages([{ remote: 'mfe_one', pages: [page('bari', '/bari')], panels: [panel('bari')] }]);
    expect(pages.map((kept) => kept.name)).toEqual(['bari']);
    expect(panels.map((kept) => kept.name)).toEqual(['bari']);
    expect(issues).toEqual([]);
  });

  it('a remote that offers no panels (or published before panels existed) adds none', () => {
    expect(composeSitePages([{ remote: 'mfe_one', pages: [page('front', '/')] }]).panels).toEqual([]);
  });
});

describe('the published declaration schema, panels', () => {
  const declaration = (panels: unknown) => ({ remote: 'mfe_one', pages: [page('front', '/')], panels });

  it('accepts panels in a known slot with an English label, and a file with none', () => {
    expect(Value.Check(PagesDeclaration, declaration([panel('baari')]))).toBe(true);
    expect(Value.Check(PagesDeclaration, { remote: 'mfe_one', pages: [] })).toBe(true);
  });

  it('refuses a slot the shell does not draw', () => {
    expect(Value.Check(PagesDeclaration, declaration([panel('baari', { slot: 'sidebar' as PublishedPanel['slot'] })]))).toBe(false);
  });

  it('refuses a label without English, the fallback of every language', () => {
    expect(Value.Check(PagesDeclaration, declaration([panel('baari', { label: { ar: 'اسأل باري' } as unknown as PublishedPanel['label'] })]))).toBe(false);
  });

  it('refuses anything beyond what the shell needs (the module stays in the remote)', () => {
    expect(Value.Check(PagesDeclaration, declaration([{ ...panel('baari'), panel: './panels/baari-panel' }]))).toBe(false);
  });

  it('refuses a name that is not a page-style name', () => {
    expect(Value.Check(PagesDeclaration, declaration([panel('Baari Panel')]))).toBe(false);
  });
});
