import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { careerPaths } from '../catalog.schema';

/**
 * A career path of one lab, so a journey takes a learner from a first lab to a diploma in minutes.
 * Seeded only when SEED_TEST_PATHS=true (the journeys' API; api/README.md), never in a normal start.
 */
export const TEST_CAREER_PATHS: (typeof careerPaths.$inferInsert)[] = [
  {
    slug: 'linux-first-steps',
    title: 'Linux First Steps',
    summary: 'A one-lab path for checking the way from a completed lab to a diploma.',
    description: 'Complete the files and permissions lab in the browser terminal; the diploma follows once its checks pass and the declaration is sent.',
    level: 'beginner',
    durationWeeks: 1,
    priceUsdCents: 900,
    tokensIncluded: 5,
    outcomes: ['Create, list and protect files with Linux permissions'],
    labSlugs: ['linux-files-and-permissions'],
    position: 1000,
    translations: {
      ar: {
        title: 'الخطوات الأولى في لينكس',
        summary: 'مسار من مختبر واحد للتحقق من الطريق من مختبر مكتمل إلى شهادة دبلوم.',
        description: 'أكمل مختبر الملفات والصلاحيات في طرفية المتصفح؛ تصدر الشهادة بعد نجاح فحوصه وإرسال الإقرار.',
        outcomes: ['إنشاء الملفات وعرضها وحمايتها بصلاحيات لينكس'],
      },
      ur: {
        title: 'لینکس کے پہلے قدم',
        summary: 'ایک لیب کا راستہ، مکمل لیب سے ڈپلومے تک کا سفر جانچنے کے لیے۔',
        description: 'براؤزر ٹرمینل میں فائلوں اور اجازتوں کی لیب مکمل کریں؛ اس کی جانچ کامیاب ہونے اور اقرار نامہ بھیجنے کے بعد ڈپلومہ جاری ہوتا ہے۔',
        outcomes: ['لینکس کی اجازتوں کے ساتھ فائلیں بنانا، دیکھنا اور محفوظ کرنا'],
      },
    },
  },
];

/** Whether this start seeds the test paths. */
export const wantsTestPaths = (env: NodeJS.ProcessEnv = process.env) => env.SEED_TEST_PATHS === 'true';

/** Adds (or refreshes) the test career paths. */
export async function seedTestPaths(db: Db | Tx): Promise<void> {
  await db
    .insert(careerPaths)
    .values(TEST_CAREER_PATHS)
    .onConflictDoUpdate({ target: careerPaths.slug, set: { labSlugs: sql`excluded.lab_slugs`, translations: sql`excluded.translations` } });
}
