import type { labs } from '../db/schema';
import type { LabWords, Translations } from '../db/schema/catalog';
import { labsAr } from './translations/labs.ar';
import { labsUr } from './translations/labs.ur';
import type { LabText } from './translations/types';

export type LabSeed = typeof labs.$inferInsert;

/** Compact lab definition: steps as [title, body] pairs. */
export function lab(
  slug: string,
  title: string,
  cloud: string,
  level: 'beginner' | 'intermediate' | 'advanced',
  durationMinutes: number,
  tokenCost: number,
  summary: string,
  objectives: string[],
  steps: [string, string][],
  tags: string[],
): LabSeed {
  return {
    slug,
    title,
    cloud,
    level,
    durationMinutes,
    tokenCost,
    summary,
    description: `${summary} ${SANDBOX.en}`,
    objectives,
    steps: steps.map(([stepTitle, body]) => ({ title: stepTitle, body })),
    tags,
    translations: labTranslations(slug),
  };
}

/** The closing sentence of every lab description. */
const SANDBOX = {
  en: 'You work in a real, time-boxed sandbox environment that is created for you and removed when the lab ends.',
  ar: 'تعمل في بيئة تجريبية حقيقية محدودة المدة تُنشأ لك وتُزال عند انتهاء المختبر.',
  ur: 'آپ ایک حقیقی، محدود وقت کے سینڈ باکس ماحول میں کام کرتے ہیں جو آپ کے لیے بنایا جاتا ہے اور لیب ختم ہونے پر ہٹا دیا جاتا ہے۔',
};

function words(text: LabText | undefined, language: 'ar' | 'ur'): Partial<LabWords> | undefined {
  if (!text) return undefined;
  return {
    title: text.title,
    summary: text.summary,
    description: `${text.summary} ${SANDBOX[language]}`,
    objectives: text.objectives,
    steps: text.steps.map(([title, body]) => ({ title, body })),
  };
}

/** The Arabic and Urdu words of a lab (seed/translations); a lab missing there stays English. */
export function labTranslations(slug: string): Translations<LabWords> {
  const translations: Translations<LabWords> = {};
  const ar = words(labsAr[slug], 'ar');
  const ur = words(labsUr[slug], 'ur');
  if (ar) translations.ar = ar;
  if (ur) translations.ur = ur;
  return translations;
}
