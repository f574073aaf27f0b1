import type { internshipProgrammes } from '../internships.schema';

export type InternshipProgrammeSeed = typeof internshipProgrammes.$inferInsert;

/** Words in every language of the site, in this order. */
type Words = [en: string, ar: string, ur: string];

/** The closing sentence of every programme's summary: what its capstone is made of and who reviews it. */
const CAPSTONE_NOTE = {
  en: 'The capstone is made of labs that run in a real sandbox, and an Ilm Cloud mentor reviews it.',
  ar: 'المشروع الختامي مكوَّن من مختبرات تعمل في بيئة معزولة حقيقية، ويراجعه مرشد من Ilm Cloud.',
  ur: 'کیپ اسٹون ایسی لیبز پر مشتمل ہے جو ایک حقیقی سینڈ باکس میں چلتی ہیں، اور Ilm Cloud کا ایک مینٹور اس کا جائزہ لیتا ہے۔',
};

/**
 * Compact internship programme: its slug, the career path it belongs to, its field (the title names
 * it "<field> internship" in each language), the work the intern does (the summary, which then says
 * how the capstone is reviewed) and the capstone's labs.
 */
export function programme(
  slug: string,
  careerPathSlug: string,
  [fieldEn, fieldAr, fieldUr]: Words,
  [workEn, workAr, workUr]: Words,
  capstoneLabSlugs: string[],
): InternshipProgrammeSeed {
  return {
    slug,
    careerPathSlug,
    title: { en: `${fieldEn} internship`, ar: `تدريب ${fieldAr}`, ur: `${fieldUr} انٹرن شپ` },
    summary: {
      en: `${workEn} ${CAPSTONE_NOTE.en}`,
      ar: `${workAr} ${CAPSTONE_NOTE.ar}`,
      ur: `${workUr} ${CAPSTONE_NOTE.ur}`,
    },
    capstoneLabSlugs,
  };
}
