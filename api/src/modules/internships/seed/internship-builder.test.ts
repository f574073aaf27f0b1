import { programme } from './internship-builder';
import { internshipProgrammeSeeds } from './internships-seed';
import { careerPathSeeds } from '../../catalog/seed/paths-data';

// The builder writes the words every programme shares; each seeded programme states only its own.

describe('internship programme builder', () => {
  it('titles a programme "<field> internship" in each language and closes its summary with how the capstone is reviewed', () => {
    const built = programme('test-internship', 'test-path', ['Test', 'اختبار', 'ٹیسٹ'], ['Work.', 'اعمل.', 'کام کریں۔'], ['lab-a', 'lab-b']);
    expect(built).toEqual({
      slug: 'test-internship',
      careerPathSlug: 'test-path',
      title: { en: 'Test internship', ar: 'تدريب اختبار', ur: 'ٹیسٹ انٹرن شپ' },
      summary: {
        en: 'Work. The capstone is made of labs that run in a real sandbox, and an Ilm Cloud mentor reviews it.',
        ar: 'اعمل. المشروع الختامي مكوَّن من مختبرات تعمل في بيئة معزولة حقيقية، ويراجعه مرشد من Ilm Cloud.',
        ur: 'کام کریں۔ کیپ اسٹون ایسی لیبز پر مشتمل ہے جو ایک حقیقی سینڈ باکس میں چلتی ہیں، اور Ilm Cloud کا ایک مینٹور اس کا جائزہ لیتا ہے۔',
      },
      capstoneLabSlugs: ['lab-a', 'lab-b'],
    });
  });

  it('seeds programmes with their own slugs, on a seeded career path, with a capstone of distinct labs', () => {
    const slugs = internshipProgrammeSeeds.map((seed) => seed.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const paths = new Set(careerPathSeeds.map((path) => path.slug));
    for (const seed of internshipProgrammeSeeds) {
      expect(paths.has(seed.careerPathSlug)).toBe(true);
      expect(new Set(seed.capstoneLabSlugs).size).toBe(seed.capstoneLabSlugs.length);
    }
  });
});
