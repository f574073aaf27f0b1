import { acceptApplication, declineApplication, listApplications, REVIEW_VERDICTS, reviewCapstone, StaffRefusal } from './internships.staff';
import type { AdminArea } from '../../platform/admin';

/** Staff actions on internship applications: `pnpm --filter @ilm/api admin internships <action>`. */
export const internshipsAdmin: AdminArea = {
  list: {
    summary: 'Lists internship applications, newest first: id, status, mentor review, learner, programme and cohort start.',
    usage: '',
    async run(db) {
      const rows = await listApplications(db);
      if (rows.length === 0) return 'No internship applications yet.';
      return rows
        .map((row) =>
          [row.id, row.status, `review:${row.mentorReview}`, row.email, row.programme, `starts ${row.startsOn}`, row.createdAt.toISOString()].join('  '),
        )
        .join('\n');
    },
  },
  accept: {
    summary: 'Accepts an application that is waiting: the learner may then send their capstone for review.',
    usage: '<application-id>',
    async run(db, [id]) {
      if (!id) throw new StaffRefusal('usage: admin internships accept <application-id>');
      const row = await acceptApplication(db, id);
      return `Application ${row.id} is ${row.status}.`;
    },
  },
  decline: {
    summary: 'Declines an application (not selected): its seat in the cohort is given back.',
    usage: '<application-id>',
    async run(db, [id]) {
      if (!id) throw new StaffRefusal('usage: admin internships decline <application-id>');
      const row = await declineApplication(db, id);
      return `Application ${row.id} is ${row.status}.`;
    },
  },
  review: {
    summary: 'Records the mentor review of a capstone sent for review; approved with every capstone lab completed, the internship is completed.',
    usage: `<application-id> ${REVIEW_VERDICTS.join('|')} [note for the learner]`,
    async run(db, [id, verdict, ...note]) {
      if (!id || !verdict) throw new StaffRefusal(`usage: admin internships review <application-id> ${REVIEW_VERDICTS.join('|')} [note]`);
      const { row, missing } = await reviewCapstone(db, id, verdict, note.join(' '));
      const outcome = row.status === 'completed' ? `completed on ${row.completedAt!.toISOString()}` : row.status;
      const labs = missing.length > 0 ? ` Capstone labs not completed yet: ${missing.join(', ')}.` : '';
      return `Application ${row.id}: review ${row.mentorReview}, status ${outcome}.${labs}`;
    },
  },
};
