// docs/rules/languages.md#completeness: every namespace complete in Arabic and Urdu. The files
// are read in a child process (tsx's loader must not hook this Jest worker's module resolution).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { compare, keyReferences, unusedOf } = require('./translations.cjs');

const report = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'translations.cjs'), '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
);

describe('translations', () => {
  it.each(report.map((entry) => [entry.file, entry]))('%s: every English key used, translated with its plural forms and placeholders', (_file, entry) => {
    expect(entry.problems).toEqual([]);
  });

  it('finds a missing key, a missing Arabic plural form and a lost placeholder', () => {
    const english = { title: 'Hi {{name}}', labs_one: '{{count}} lab', labs_other: '{{count}} labs' };
    const arabic = {
      title: 'مرحبا',
      labs_zero: 'لا مختبرات',
      labs_one: 'مختبر واحد',
      labs_two: 'مختبران',
      labs_few: '{{count}} مختبرات',
      labs_other: '{{count}} مختبر',
      extra: 'x',
    };
    expect(compare(english, arabic, 'ar')).toEqual(['placeholders of title: {{name}} ≠ ', 'missing labs_many', 'extra extra']);
  });

  it('finds a key no code names, and counts literals, ns: prefixes, plural bases and key families built in templates as uses', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ilm-keys-'));
    try {
      const page = path.join(dir, 'page.tsx');
      writeFileSync(page, ["t('nav.home'); t(\"common:retry\"); t('labs', { count });", 't(`status.${instance.status}`); t(`${page}.title`);'].join('\n'));
      const keys = ['nav.home', 'nav.forgotten', 'retry', 'labs_one', 'labs_other', 'status.running', 'about.title', 'about.intro'];
      expect(unusedOf(keys, keyReferences([page]))).toEqual(['nav.forgotten', 'about.intro']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
