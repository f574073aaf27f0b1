import { sectionsOf } from './content-sections';

describe('sectionsOf', () => {
  it('cuts the body at each second-level heading, keeping the heading and its id', () => {
    const html = '<p>Before</p>\n<h2 id="labs">Labs</h2>\n<p>One</p>\n<h3 id="more">More</h3>\n<h2 id="paths">Paths</h2>\n<ol><li>Two</li></ol>';
    expect(sectionsOf(html)).toEqual({
      intro: '<p>Before</p>',
      sections: [
        { id: 'labs', html: '<h2 id="labs">Labs</h2>\n<p>One</p>\n<h3 id="more">More</h3>\n' },
        { id: 'paths', html: '<h2 id="paths">Paths</h2>\n<ol><li>Two</li></ol>' },
      ],
    });
  });

  it('has no intro when the body starts with a heading, and keeps Arabic anchors', () => {
    const { intro, sections } = sectionsOf('<h2 id="تعلّم-بالممارسة">تعلّم بالممارسة</h2><p>نص</p>');
    expect(intro).toBe('');
    expect(sections.map((section) => section.id)).toEqual(['تعلّم-بالممارسة']);
  });
});
