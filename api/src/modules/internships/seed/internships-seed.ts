import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { internshipCohorts, internshipProgrammes } from '../internships.schema';
import { programme, type InternshipProgrammeSeed } from './internship-builder';

/**
 * Ilm Cloud's own virtual internships: one per career path, each with a capstone of labs from
 * `api/labs/` (they run in the sandbox, so a learner can really complete them).
 */
export const internshipProgrammeSeeds: InternshipProgrammeSeed[] = [
  programme(
    'cloud-engineering-internship',
    'cloud-engineer',
    ['Cloud engineering', 'هندسة السحابة', 'کلاؤڈ انجینئرنگ'],
    [
      'Work on the Linux ground every cloud server stands on: files and permissions, services on the network and SSH keys.',
      'اعمل على أساس Linux الذي يقوم عليه كل خادم سحابي: الملفات والصلاحيات، والخدمات على الشبكة، ومفاتيح SSH.',
      'Linux کی اس بنیاد پر کام کریں جس پر ہر کلاؤڈ سرور کھڑا ہوتا ہے: فائلیں اور اجازتیں، نیٹ ورک پر سروسز، اور SSH کیز۔',
    ],
    ['linux-files-and-permissions', 'networking-loopback-services', 'security-ssh-keys-and-permissions'],
  ),
  programme(
    'devops-engineering-internship',
    'devops-engineer',
    ['DevOps engineering', 'هندسة DevOps', 'DevOps انجینئرنگ'],
    [
      'Work the way a DevOps team does: branch and merge in Git, automate with Bash scripts and write Kubernetes manifests.',
      'اعمل كما يعمل فريق DevOps: التفرّع والدمج في Git، والأتمتة بسكربتات Bash، وكتابة ملفات Kubernetes.',
      'DevOps ٹیم کی طرح کام کریں: Git میں برانچ اور مرج، Bash اسکرپٹس سے آٹومیشن، اور Kubernetes مینی فیسٹ لکھنا۔',
    ],
    ['git-branches-and-merges', 'automation-bash-scripts', 'kubernetes-manifests-offline'],
  ),
  programme(
    'cloud-security-internship',
    'cloud-security-specialist',
    ['Cloud security', 'أمن السحابة', 'کلاؤڈ سیکیورٹی'],
    [
      'Do the everyday work of securing servers: SSH keys and file permissions, certificates with OpenSSL and TLS on a local service.',
      'أنجز العمل اليومي لتأمين الخوادم: مفاتيح SSH وصلاحيات الملفات، والشهادات باستخدام OpenSSL، وTLS على خدمة محلية.',
      'سرورز کو محفوظ بنانے کا روزمرہ کام کریں: SSH کیز اور فائلوں کی اجازتیں، OpenSSL سے سرٹیفکیٹ، اور ایک مقامی سروس پر TLS۔',
    ],
    ['security-ssh-keys-and-permissions', 'security-openssl-certificates', 'security-tls-on-loopback'],
  ),
  programme(
    'data-engineering-internship',
    'data-engineer',
    ['Data engineering', 'هندسة البيانات', 'ڈیٹا انجینئرنگ'],
    [
      'Turn raw data into answers: query SQLite, join and aggregate tables, and analyse a CSV file with Python.',
      'حوِّل البيانات الخام إلى إجابات: استعلامات SQLite، وربط الجداول وتجميعها، وتحليل ملف CSV باستخدام Python.',
      'خام ڈیٹا کو جوابات میں بدلیں: SQLite میں کوئریز، ٹیبلز کو جوڑنا اور ان کا خلاصہ نکالنا، اور Python سے CSV فائل کا تجزیہ۔',
    ],
    ['sql-sqlite-basics', 'sql-joins-and-aggregates', 'python-csv-data-analysis'],
  ),
];

/** Upcoming cohorts each programme keeps, their length, the gap between two, and their seats. */
const UPCOMING_COHORTS = 2;
const COHORT_DAYS = 56;
const DAYS_BETWEEN_STARTS = 91;
const COHORT_SEATS = 15;
/** A new cohort starts at least this long after the seed runs, so there is time to apply. */
const FIRST_START_AFTER_DAYS = 21;

const DAY_MS = 24 * 3600 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The first Monday on or after `date` (cohorts start on a Monday). */
function mondayFrom(date: Date): Date {
  const day = date.getUTCDay();
  return new Date(date.getTime() + ((8 - day) % 7) * DAY_MS);
}

/**
 * The programmes (words and capstone follow the seed), and for each one enough new cohorts that
 * it has {@link UPCOMING_COHORTS} that have not started yet: dates move with the day the seed runs,
 * and cohorts learners applied to are never touched.
 */
export async function seedInternships(tx: Db | Tx, today = new Date()): Promise<void> {
  for (const programme of internshipProgrammeSeeds) {
    await tx
      .insert(internshipProgrammes)
      .values(programme)
      .onConflictDoUpdate({
        target: internshipProgrammes.slug,
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          careerPathSlug: sql`excluded.career_path_slug`,
          capstoneLabSlugs: sql`excluded.capstone_lab_slugs`,
        },
      });
    const [upcoming] = await tx
      .select({ count: sql<number>`count(*)::int`, last: max(internshipCohorts.startsOn) })
      .from(internshipCohorts)
      .where(and(eq(internshipCohorts.programmeSlug, programme.slug), gt(internshipCohorts.startsOn, isoDate(today))));
    const missing = UPCOMING_COHORTS - (upcoming?.count ?? 0);
    let start = upcoming?.last
      ? mondayFrom(new Date(new Date(`${upcoming.last}T00:00:00Z`).getTime() + DAYS_BETWEEN_STARTS * DAY_MS))
      : mondayFrom(new Date(today.getTime() + FIRST_START_AFTER_DAYS * DAY_MS));
    for (let index = 0; index < missing; index += 1) {
      await tx.insert(internshipCohorts).values({
        programmeSlug: programme.slug,
        startsOn: isoDate(start),
        endsOn: isoDate(new Date(start.getTime() + (COHORT_DAYS - 3) * DAY_MS)),
        seats: COHORT_SEATS,
      });
      start = mondayFrom(new Date(start.getTime() + DAYS_BETWEEN_STARTS * DAY_MS));
    }
  }
}
