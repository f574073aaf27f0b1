// docs/rules/languages.md#completeness: every namespace complete in Arabic and Urdu. The files
// are read in a child process (tsx's loader must not hook this Jest worker's module resolution).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { compare } = require('./translations.cjs');

const report = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'translations.cjs'), '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));

describe('translations', () => {
  it.each(report.map((entry) => [entry.file, entry]))('%s has every English key, plural form and placeholder', (_file, entry) => {
    expect(entry.problems).toEqual([]);
  });

  it('finds a missing key, a missing Arabic plural form and a lost placeholder', () => {
    const english = { title: 'Hi {{name}}', labs_one: '{{count}} lab', labs_other: '{{count}} labs' };
    const arabic = { title: 'مرحبا', labs_zero: 'لا مختبرات', labs_one: 'مختبر واحد', labs_two: 'مختبران', labs_few: '{{count}} مختبرات', labs_other: '{{count}} مختبر', extra: 'x' };
    expect(compare(english, arabic, 'ar')).toEqual(['placeholders of title: {{name}} ≠ ', 'missing labs_many', 'extra extra']);
  });
});
