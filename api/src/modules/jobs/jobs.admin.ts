import path from 'node:path';
import { JOB_APPLICATION_STATUSES, WORK_MODES, type JobApplicationStatus, type WorkMode } from '@ilm/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { careerPaths, labs } from '../catalog/catalog.schema';
import { type Mailer, OutboxMailer, SmtpMailer } from '../../mail/mailer';
import { ApplicationsService } from './applications.service';
import { CareerProfileService } from './career-profile.service';
import { OpeningsService } from './openings.service';
import type { AdminArea } from '../../platform/admin';

/** What the job actions work with: the mail goes to the learner when staff move an application. */
export interface JobsAdminDeps {
  mailer: Mailer;
  /** The site's address, for the dashboard link in mails. */
  siteUrl: string;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `--name value` pairs and the words left over; an option not in `known`, or without a value, is a usage error. */
export function parseOptions(args: string[], known: readonly string[], usage: string) {
  const options: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const name = arg.slice(2);
    const value = args[i + 1];
    if (!known.includes(name)) throw new Error(`unknown option --${name}\nusage: ${usage}`);
    if (value === undefined || value.startsWith('--') || value.trim() === '') throw new Error(`--${name} needs a value\nusage: ${usage}`);
    options[name] = value.trim();
    i += 1;
  }
  return { options, rest };
}

const ADD_USAGE =
  'jobs add-opening --slug <slug> --employer <name> --title-en <text> [--title-ar <text>] [--title-ur <text>] ' +
  '[--description-en <text>] [--description-ar <text>] [--description-ur <text>] --location <text> --mode remote|hybrid|on_site ' +
  '[--path <career-path-slug>] [--labs <lab-slug>,<lab-slug>]';
const ADD_OPTIONS = [
  'slug',
  'employer',
  'title-en',
  'title-ar',
  'title-ur',
  'description-en',
  'description-ar',
  'description-ur',
  'location',
  'mode',
  'path',
  'labs',
];
const SET_USAGE = `jobs set-status <application-id> <${JOB_APPLICATION_STATUSES.join('|')}> [note to the learner]`;

/** Words per language from `--<field>-en`, `-ar`, `-ur` (English required unless `fallback` is given). */
function wordsOf(options: Record<string, string>, field: string, fallback?: string) {
  const en = options[`${field}-en`] ?? fallback;
  if (en === undefined) throw new Error(`--${field}-en is required\nusage: jobs ${ADD_USAGE}`);
  const words: { en: string; ar?: string; ur?: string } = { en };
  if (options[`${field}-ar`]) words.ar = options[`${field}-ar`];
  if (options[`${field}-ur`]) words.ur = options[`${field}-ur`];
  return words;
}

/** Logs for a command run by hand: where a mail without SMTP was kept, and failures. */
const consoleLog = {
  level: 'warn',
  warn: (facts: { file?: string }, message: string) => console.error(facts?.file ? `${message}: ${facts.file}` : message),
  error: (facts: unknown, message: string) => console.error(message, facts),
  fatal: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => consoleLog,
} as unknown as FastifyBaseLogger;

/** The mail settings of the server this command runs on (SMTP_URL, else the outbox in the data folder). */
async function configuredDeps(db: Db): Promise<JobsAdminDeps> {
  const { loadConfig } = await import('../../config');
  const config = loadConfig();
  const mailer = config.smtpUrl
    ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, consoleLog)
    : new OutboxMailer(db, consoleLog, path.join(config.dataDir, 'outbox'));
  return { mailer, siteUrl: config.publicSiteUrl };
}

/** The opening `add-opening` describes, its slug, mode, career path and labs checked (a readable error otherwise). */
async function openingFromOptions(db: Db, args: string[]) {
  const { options, rest } = parseOptions(args, ADD_OPTIONS, ADD_USAGE);
  if (rest.length) throw new Error(`unexpected ${rest.join(' ')}\nusage: ${ADD_USAGE}`);
  for (const required of ['slug', 'employer', 'location', 'mode']) {
    if (!options[required]) throw new Error(`--${required} is required\nusage: ${ADD_USAGE}`);
  }
  const slug = options.slug!;
  if (!SLUG.test(slug)) throw new Error(`--slug must be lower-case words joined by dashes, e.g. junior-cloud-engineer`);
  const mode = options.mode as WorkMode;
  if (!WORK_MODES.includes(mode)) throw new Error(`--mode must be one of ${WORK_MODES.join(', ')}`);
  const careerPathSlug = options.path ?? null;
  if (careerPathSlug && (await db.select().from(careerPaths).where(eq(careerPaths.slug, careerPathSlug))).length === 0) {
    throw new Error(`--path: there is no career path "${careerPathSlug}"`);
  }
  const skillLabSlugs = [
    ...new Set(
      (options.labs ?? '')
        .split(',')
        .map((lab) => lab.trim())
        .filter(Boolean),
    ),
  ];
  const known = skillLabSlugs.length ? await db.select({ slug: labs.slug }).from(labs).where(inArray(labs.slug, skillLabSlugs)) : [];
  const unknown = skillLabSlugs.filter((lab) => !known.some((row) => row.slug === lab));
  if (unknown.length) throw new Error(`--labs: there is no lab ${unknown.map((lab) => `"${lab}"`).join(', ')}`);
  return {
    slug,
    employer: options.employer!,
    title: wordsOf(options, 'title'),
    description: wordsOf(options, 'description', ''),
    location: options.location!,
    workMode: mode,
    careerPathSlug,
    skillLabSlugs,
  };
}

/** The `jobs` staff actions; tests pass their own mailer. */
export function createJobsAdmin(depsFor: (db: Db) => Promise<JobsAdminDeps> = configuredDeps): AdminArea {
  const services = async (db: Db) => {
    const { mailer, siteUrl } = await depsFor(db);
    const openings = new OpeningsService(db);
    return { openings, applications: new ApplicationsService(db, openings, new CareerProfileService(db), mailer, { siteUrl }) };
  };

  return {
    'add-opening': {
      summary: "Adds a partner employer's opening (English words required; Arabic and Urdu fall back to them).",
      usage: ADD_USAGE.replace(/^jobs add-opening /, ''),
      async run(db, args) {
        const opening = await openingFromOptions(db, args);
        const { openings } = await services(db);
        const added = await openings.add(opening);
        if (!added) throw new Error(`an opening "${opening.slug}" already exists`);
        return `Added opening ${opening.slug}: ${opening.title.en} at ${opening.employer} (${opening.workMode}, ${opening.location}); labs: ${opening.skillLabSlugs.join(', ') || 'none'}`;
      },
    },
    'close-opening': {
      summary: 'Closes an opening: it leaves the list and takes no more applications; its applications stay.',
      usage: '<slug>',
      async run(db, args) {
        const [slug, ...extra] = args;
        if (!slug || extra.length) throw new Error('usage: jobs close-opening <slug>');
        const { openings } = await services(db);
        if (!(await openings.close(slug))) throw new Error(`there is no opening "${slug}"`);
        return `Closed opening ${slug}`;
      },
    },
    'set-status': {
      summary: 'Moves an application to a status and mails the learner, in their language, with the note when given.',
      usage: `<application-id> <${JOB_APPLICATION_STATUSES.join('|')}> [note]`,
      async run(db, args) {
        const [id, status, ...words] = args;
        if (!id || !status) throw new Error(`usage: ${SET_USAGE}`);
        if (!UUID.test(id)) throw new Error(`application id must be a UUID, as list-applications prints it`);
        if (!JOB_APPLICATION_STATUSES.includes(status as JobApplicationStatus)) throw new Error(`status must be one of ${JOB_APPLICATION_STATUSES.join(', ')}`);
        const note = words.join(' ').trim() || undefined;
        const { applications } = await services(db);
        await applications.setStatus(id, status as JobApplicationStatus, note);
        return `Application ${id} is now ${status}; the learner was mailed${note ? ' with your note' : ''}`;
      },
    },
    'list-applications': {
      summary: 'Lists applications, newest first (of one opening with --opening), with the CV file in the data folder.',
      usage: '[--opening <slug>]',
      async run(db, args) {
        const { options, rest } = parseOptions(args, ['opening'], 'jobs list-applications [--opening <slug>]');
        if (rest.length) throw new Error('usage: jobs list-applications [--opening <slug>]');
        const { applications, openings } = await services(db);
        if (options.opening) await openings.bySlug(options.opening).catch(() => Promise.reject(new Error(`there is no opening "${options.opening}"`)));
        const rows = await applications.forStaff(options.opening);
        if (rows.length === 0) return 'No applications.';
        return rows
          .map(({ application, openingSlug, email, cvStoredName }) =>
            [
              application.id,
              openingSlug,
              email,
              application.status,
              application.createdAt.toISOString(),
              cvStoredName ? `cv: uploads/${cvStoredName}` : 'cv: deleted',
            ].join('  '),
          )
          .join('\n');
      },
    },
  };
}

/** `pnpm --filter @ilm/api admin jobs …`. */
export const jobsAdmin = createJobsAdmin();
