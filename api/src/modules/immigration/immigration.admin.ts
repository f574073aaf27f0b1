import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { IMMIGRATION_CASE_STATUSES } from '@ilm/contract';
import type { Db } from '../../db/client';
import { OutboxMailer, SmtpMailer } from '../../mail/mailer';
import { listCases, scheduleConsultation, setCaseStatus, StaffRefusal, type StaffContext } from './immigration.staff';
import type { AdminArea } from '../../platform/admin';

/** The mailer and site address the running API uses (SMTP_URL or the outbox, PUBLIC_SITE_URL), from the same settings. */
async function configuredContext(db: Db): Promise<StaffContext> {
  const { loadConfig } = await import('../../config');
  const config = loadConfig();
  // The mailers log where a mail went; on the command line that goes to stderr, beside the command's own output.
  const log = { warn: (...args: unknown[]) => console.error(...args), error: (...args: unknown[]) => console.error(...args) } as unknown as FastifyBaseLogger;
  const mailer = config.smtpUrl ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, log) : new OutboxMailer(db, log, path.join(config.dataDir, 'outbox'));
  return { mailer, siteUrl: config.publicSiteUrl };
}

/**
 * Staff actions on immigration-support cases: `pnpm --filter @ilm/api admin immigration <action>`.
 * `contextFor` gives the mailer and site address (tests pass their own).
 */
export function createImmigrationAdmin(contextFor: (db: Db) => Promise<StaffContext> = configuredContext): AdminArea {
  return {
    list: {
      summary: 'Lists immigration cases, most recently moved first: id, status, learner, documents, and open consultation requests with their availability.',
      usage: '',
      async run(db) {
        const rows = await listCases(db);
        if (rows.length === 0) return 'No immigration cases yet.';
        return rows
          .flatMap((row) => [
            [row.id, row.status, row.email, `documents:${row.documents}`, `opened ${row.createdAt.toISOString()}`, `moved ${row.updatedAt.toISOString()}`].join(
              '  ',
            ),
            ...row.consultations.map(
              (consultation) =>
                `    consultation ${consultation.id} ${consultation.status}${consultation.scheduledAt ? ` at ${consultation.scheduledAt.toISOString()}` : ''}: ${consultation.availability.replace(/\s+/g, ' ')}`,
            ),
          ])
          .join('\n');
      },
    },
    'set-status': {
      summary: 'Moves a case to a status with an optional note for the learner, and mails the learner in their language.',
      usage: `<case-id> ${IMMIGRATION_CASE_STATUSES.join('|')} [note for the learner]`,
      async run(db, [caseId, status, ...note]) {
        if (!caseId || !status) throw new StaffRefusal(`usage: admin immigration set-status <case-id> <${IMMIGRATION_CASE_STATUSES.join('|')}> [note]`);
        const done = await setCaseStatus(db, await contextFor(db), caseId, status, note.join(' '));
        return `Case ${done.caseId} is ${done.status}; ${done.email} was mailed.`;
      },
    },
    schedule: {
      summary: 'Schedules a consultation the learner asked for (the case moves to consultation_scheduled) and mails them the time.',
      usage: '<consultation-id> <ISO date-time with zone, e.g. 2026-03-02T10:00:00Z>',
      async run(db, [consultationId, when]) {
        if (!consultationId || !when) throw new StaffRefusal('usage: admin immigration schedule <consultation-id> <ISO date-time>');
        const done = await scheduleConsultation(db, await contextFor(db), consultationId, when);
        return `Consultation ${done.consultationId} is scheduled at ${done.scheduledAt.toISOString()}; ${done.email} was mailed.`;
      },
    },
  };
}

/** The registered area, mailing through the configured mailer. */
export const immigrationAdmin = createImmigrationAdmin();
