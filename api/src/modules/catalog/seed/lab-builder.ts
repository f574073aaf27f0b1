import type { LabEnvironment } from '@ilm/contract';
import type { labs } from '../catalog.schema';
import type { LabWords, Translations } from '../catalog.schema';
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
    description: `${summary} ${NEEDS_CLOUD.en}`,
    objectives,
    steps: steps.map(([stepTitle, body]) => ({ title: stepTitle, body })),
    tags,
    environment: environmentOf(cloud),
    scripts: null,
    translations: labTranslations(slug),
  };
}

/** The cloud a lab of these seeds needs: its own, or AWS for the security and AI labs (they use AWS services). */
function environmentOf(cloud: string): LabEnvironment {
  return cloud === 'azure' || cloud === 'gcp' || cloud === 'kubernetes' ? cloud : 'aws';
}

/**
 * The closing sentence of these labs' descriptions: they need a cloud account, which this platform
 * cannot lend yet (docs/decisions/0004-lab-drivers.md), so they say so.
 */
const NEEDS_CLOUD = {
  en: 'This lab works in a real cloud account: it can be launched once this platform is connected to that cloud.',
  ar: 'يعمل هذا المختبر في حساب سحابي حقيقي: يمكن تشغيله عندما تتصل هذه المنصة بتلك السحابة.',
  ur: 'یہ لیب ایک حقیقی کلاؤڈ اکاؤنٹ میں چلتی ہے: یہ پلیٹ فارم اس کلاؤڈ سے جڑ جانے کے بعد اسے شروع کیا جا سکے گا۔',
};

function words(text: LabText | undefined, language: 'ar' | 'ur'): Partial<LabWords> | undefined {
  if (!text) return undefined;
  return {
    title: text.title,
    summary: text.summary,
    description: `${text.summary} ${NEEDS_CLOUD[language]}`,
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
