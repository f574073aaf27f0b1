import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { jobOpenings } from './jobs.schema';

type Words = { en: string; ar: string; ur: string };

/** Ilm Cloud's own openings: roles on the team that builds and teaches the labs. */
interface OpeningSeed {
  slug: string;
  title: Words;
  description: Words;
  careerPathSlug: string;
  /** Labs whose skills the role uses every day: learners who completed them match it first. */
  skillLabSlugs: string[];
}

/** Every seeded role is remote, with hours that overlap the learners it serves (the Gulf to Pakistan). */
const LOCATION = 'UTC+03:00 – UTC+05:00';
const EMPLOYER = 'Ilm Cloud';

export const jobOpeningSeeds: OpeningSeed[] = [
  {
    slug: 'linux-lab-author',
    title: { en: 'Linux lab author', ar: 'مؤلف مختبرات لينكس', ur: 'لینکس لیبز کے مصنف' },
    description: {
      en: 'Write hands-on Linux and shell labs that run in our browser sandbox: the steps a learner follows, the setup script, and the check that proves each step was done. You test every lab end to end before it is published and keep it working when the sandbox image changes.',
      ar: 'اكتب مختبرات عملية في لينكس وسطر الأوامر تعمل في بيئتنا المعزولة داخل المتصفح: الخطوات التي يتبعها المتعلم، وسكربت التهيئة، والفحص الذي يثبت إنجاز كل خطوة. تختبر كل مختبر من أوله إلى آخره قبل نشره، وتحافظ على عمله كلما تغيّرت صورة البيئة المعزولة.',
      ur: 'ایسی عملی لینکس اور شیل لیبز لکھیں جو براؤزر میں ہمارے سینڈ باکس میں چلتی ہیں: وہ مراحل جن پر سیکھنے والا چلتا ہے، سیٹ اپ اسکرپٹ، اور وہ جانچ جو ثابت کرے کہ ہر مرحلہ مکمل ہوا۔ آپ ہر لیب کو شائع ہونے سے پہلے شروع سے آخر تک آزماتے ہیں، اور سینڈ باکس کی امیج بدلنے پر بھی اسے چلتا رکھتے ہیں۔',
    },
    careerPathSlug: 'devops-engineer',
    skillLabSlugs: ['linux-files-and-permissions', 'linux-text-processing', 'automation-bash-scripts', 'git-first-repository'],
  },
  {
    slug: 'cloud-security-mentor',
    title: { en: 'Cloud security mentor', ar: 'مرشد في أمن السحابة', ur: 'کلاؤڈ سیکیورٹی مینٹور' },
    description: {
      en: 'Review the capstones of learners on the Cloud Security Specialist path, hold weekly office hours, and explain why a key, a certificate or a permission is wrong rather than only that it is. You also suggest new checks where learners keep making the same mistake.',
      ar: 'راجع المشاريع الختامية لمتعلمي مسار أخصائي أمن السحابة، وأدِر ساعات مكتبية أسبوعية، واشرح لماذا يكون المفتاح أو الشهادة أو الصلاحية خاطئة لا أنها خاطئة فحسب. وتقترح كذلك فحوصًا جديدة حيث يتكرر الخطأ نفسه لدى المتعلمين.',
      ur: 'کلاؤڈ سیکیورٹی اسپیشلسٹ پاتھ کے سیکھنے والوں کے کیپ اسٹون پروجیکٹس کا جائزہ لیں، ہر ہفتے آفس آورز رکھیں، اور صرف یہ نہیں کہ کوئی کلید، سرٹیفکیٹ یا اجازت غلط ہے بلکہ یہ بھی سمجھائیں کہ کیوں غلط ہے۔ جہاں سیکھنے والے بار بار ایک ہی غلطی کریں، وہاں نئی جانچ بھی تجویز کریں۔',
    },
    careerPathSlug: 'cloud-security-specialist',
    skillLabSlugs: ['security-ssh-keys-and-permissions', 'security-openssl-certificates', 'security-tls-on-loopback', 'networking-loopback-services'],
  },
  {
    slug: 'teaching-assistant-urdu-arabic',
    title: {
      en: 'Teaching assistant for Urdu and Arabic learners',
      ar: 'مساعد تدريس للمتعلمين بالأردية والعربية',
      ur: 'اردو اور عربی بولنے والے سیکھنے والوں کے لیے ٹیچنگ اسسٹنٹ',
    },
    description: {
      en: 'Answer learners who write in Urdu or Arabic when they are stuck on a lab step, and review the Urdu and Arabic words of our labs so that every term reads naturally. You need the basics of Linux, Git and Python yourself, and both languages at a professional level.',
      ar: 'أجب المتعلمين الذين يكتبون بالأردية أو العربية حين يتعثرون في خطوة من خطوات المختبر، وراجع النصوص الأردية والعربية في مختبراتنا حتى يُقرأ كل مصطلح بسلاسة. تحتاج أنت نفسك إلى أساسيات لينكس وGit وبايثون، وإلى إتقان اللغتين على مستوى مهني.',
      ur: 'جب اردو یا عربی میں لکھنے والے سیکھنے والے کسی لیب کے مرحلے پر اٹک جائیں تو انہیں جواب دیں، اور ہماری لیبز کی اردو اور عربی عبارت کا جائزہ لیں تاکہ ہر اصطلاح فطری لگے۔ آپ کو خود لینکس، Git اور Python کی بنیادی باتیں آنی چاہییں، اور دونوں زبانوں پر پیشہ ورانہ عبور ہونا چاہیے۔',
    },
    careerPathSlug: 'cloud-engineer',
    skillLabSlugs: ['linux-files-and-permissions', 'git-first-repository', 'python-csv-data-analysis'],
  },
  {
    slug: 'python-sql-lab-author',
    title: { en: 'Python and SQL lab author', ar: 'مؤلف مختبرات بايثون وSQL', ur: 'Python اور SQL لیبز کے مصنف' },
    description: {
      en: 'Build data labs on real files and databases: reading CSV and JSON with Python, querying SQLite, joining and aggregating. Each lab you write ends in checks that read what the learner produced, not what they typed.',
      ar: 'ابنِ مختبرات بيانات على ملفات وقواعد بيانات حقيقية: قراءة ملفات CSV وJSON ببايثون، والاستعلام من SQLite، والربط والتجميع. ينتهي كل مختبر تكتبه بفحوص تقرأ ما أنتجه المتعلم، لا ما كتبه.',
      ur: 'اصل فائلوں اور ڈیٹا بیسز پر ڈیٹا لیبز بنائیں: Python سے CSV اور JSON پڑھنا، SQLite سے سوال کرنا، جوڑنا اور مجموعے نکالنا۔ آپ کی لکھی ہر لیب ایسی جانچ پر ختم ہوتی ہے جو یہ دیکھتی ہے کہ سیکھنے والے نے کیا بنایا، نہ کہ کیا ٹائپ کیا۔',
    },
    careerPathSlug: 'data-engineer',
    skillLabSlugs: ['python-csv-data-analysis', 'python-json-api-client', 'sql-sqlite-basics', 'sql-joins-and-aggregates'],
  },
  {
    slug: 'lab-platform-engineer',
    title: { en: 'Lab platform engineer', ar: 'مهندس منصة المختبرات', ur: 'لیب پلیٹ فارم انجینئر' },
    description: {
      en: 'Keep the sandboxes our labs run in fast and safe: the images, their limits, the scripts that set a lab up and check it. You work with Linux, Git, shell automation and Kubernetes manifests every day, and you are on the rota that answers when a lab will not start.',
      ar: 'حافظ على سرعة البيئات المعزولة التي تعمل فيها مختبراتنا وأمانها: الصور، وحدودها، والسكربتات التي تهيئ المختبر وتفحصه. تعمل يوميًا مع لينكس وGit وأتمتة سطر الأوامر وملفات Kubernetes، وتشارك في جدول المناوبة الذي يستجيب حين يتعذر تشغيل مختبر.',
      ur: 'ان سینڈ باکسز کو تیز اور محفوظ رکھیں جن میں ہماری لیبز چلتی ہیں: امیجز، ان کی حدیں، اور وہ اسکرپٹس جو لیب تیار کرتے اور جانچتے ہیں۔ آپ روزانہ لینکس، Git، شیل آٹومیشن اور Kubernetes مینی فیسٹس کے ساتھ کام کرتے ہیں، اور اس باری کے نظام میں شامل ہوتے ہیں جو کسی لیب کے نہ چلنے پر جواب دیتا ہے۔',
    },
    careerPathSlug: 'kubernetes-administrator',
    skillLabSlugs: ['linux-text-processing', 'git-branches-and-merges', 'automation-bash-scripts', 'kubernetes-manifests-offline'],
  },
];

/**
 * Inserts the seeded openings; one that exists keeps whether it is open (staff may have closed it)
 * and takes the seed's words and labs.
 */
export async function seedJobOpenings(db: Db | Tx): Promise<void> {
  await db
    .insert(jobOpenings)
    .values(jobOpeningSeeds.map((seed) => ({ ...seed, employer: EMPLOYER, location: LOCATION, workMode: 'remote' as const })))
    .onConflictDoUpdate({
      target: jobOpenings.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        location: sql`excluded.location`,
        workMode: sql`excluded.work_mode`,
        careerPathSlug: sql`excluded.career_path_slug`,
        skillLabSlugs: sql`excluded.skill_lab_slugs`,
      },
    });
}
