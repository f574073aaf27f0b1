import { IdParams, InternshipApplyBody, InternshipProgrammeList, MyInternship, MyInternshipList } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { InternshipService } from './internships.service';

const tags = ['internships'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface InternshipsRouteServices {
  auth: Authenticator;
  internships: InternshipService;
}

export async function internshipsRoutes(app: App, { auth, internships }: InternshipsRouteServices) {
  app.get(
    '/internships/programmes/',
    {
      schema: {
        tags,
        description:
          "Ilm Cloud's virtual internships, public: each programme's career path, its capstone labs and its cohorts that have not ended (dates, seats, seats left, whether it takes applications), in the request's language.",
        response: { 200: InternshipProgrammeList },
      },
    },
    async (request) => {
      const results = await internships.programmes(request.language);
      return { count: results.length, results };
    },
  );

  app.post(
    '/internships/cohorts/:id/apply/',
    {
      schema: {
        tags,
        security,
        description:
          'Applies the learner to a cohort with their motivation (50–2,000 characters). 403 `email_not_confirmed` until the learner confirmed their e-mail address; 404 for an unknown cohort; 409 `cohort_closed` once it has started, `already_applied` for a second application to it, `cohort_full` when no seat is left.',
        params: IdParams,
        body: InternshipApplyBody,
        response: { 201: MyInternship },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      return reply.status(201).send(await internships.apply(user, request.params.id, request.body.motivation, request.language));
    },
  );

  app.get(
    '/me/internships/',
    {
      schema: {
        tags,
        security,
        description: "The learner's internships, newest first: status, the capstone's labs and which of them they completed, and the mentor's review and note.",
        response: { 200: MyInternshipList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await internships.mine(user.id, request.language);
      return { count: results.length, results };
    },
  );

  app.post(
    '/me/internships/:id/submit/',
    {
      schema: {
        tags,
        security,
        description:
          "Sends the capstone to the mentor for review (review `pending`). 404 unless it is the learner's own; 409 `not_accepted` before staff accept the application, `capstone_incomplete` (naming the labs) while a capstone lab is not completed, `review_pending` while a review is awaited, `internship_closed` once completed, declined or withdrawn.",
        params: IdParams,
        response: { 200: MyInternship },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return internships.submit(user.id, request.params.id, request.language);
    },
  );

  app.post(
    '/me/internships/:id/withdraw/',
    {
      schema: {
        tags,
        security,
        description:
          "Withdraws the learner's application or internship (status `withdrawn`); its seat returns to the cohort. 404 unless it is the learner's own; 409 `internship_closed` once completed, declined or already withdrawn.",
        params: IdParams,
        response: { 200: MyInternship },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return internships.withdraw(user.id, request.params.id, request.language);
    },
  );
}
