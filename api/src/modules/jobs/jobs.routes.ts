import {
  ApplyBody,
  ApplyConflict,
  CareerProfile,
  CareerProfileBody,
  JobApplication,
  JobApplicationList,
  JobApplicationParams,
  JobOpening,
  JobOpeningList,
  OpeningParams,
} from '@ilm/contract';
import { errorBody } from '../../http/api-error';
import type { App } from '../../http/types';
import { askedLanguage } from '../../i18n/request-language';
import type { Authenticator } from '../accounts/authenticate';
import type { CareerProfileService } from './career-profile.service';
import type { OpeningsService } from './openings.service';
import { AlreadyApplied, type ApplicationsService } from './applications.service';

const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface JobsRouteServices {
  auth: Authenticator;
  careerProfiles: CareerProfileService;
  openings: OpeningsService;
  jobApplications: ApplicationsService;
}

export async function jobsRoutes(app: App, { auth, careerProfiles, openings, jobApplications }: JobsRouteServices) {
  app.get(
    '/me/career-profile/',
    {
      schema: {
        tags: ['career profile'],
        security,
        description:
          "The learner's career profile: what they wrote (empty until first saved), their CV, and skills the API computes: labs completed, diplomas issued, internships completed.",
        response: { 200: CareerProfile },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return careerProfiles.get(user.id, request.language);
    },
  );

  app.put(
    '/me/career-profile/',
    {
      schema: {
        tags: ['career profile'],
        security,
        description:
          'Saves what the learner writes. `cv_upload_id` must be one of their own uploads of purpose cv (400 naming it otherwise); skills are not sent.',
        body: CareerProfileBody,
        response: { 200: CareerProfile },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return careerProfiles.save(user.id, request.body, request.language);
    },
  );

  app.get(
    '/jobs/openings/',
    {
      schema: {
        tags: ['jobs'],
        description:
          "Open openings in the request's language (English where a translation is missing). Signed in (Bearer), each has `match` (the labs it asks for that the learner completed, and those missing) and the list is best match first.",
        response: { 200: JobOpeningList },
      },
    },
    async (request) => {
      const signedIn = await auth.optional(request);
      const results = await openings.list(request.language, signedIn?.user.id ?? null);
      return { count: results.length, results };
    },
  );

  app.get(
    '/jobs/openings/:slug/',
    {
      schema: { tags: ['jobs'], description: 'One opening, open or closed (`open`); 404 when unknown.', params: OpeningParams, response: { 200: JobOpening } },
    },
    async (request) => {
      const signedIn = await auth.optional(request);
      return openings.detail(request.params.slug, request.language, signedIn?.user.id ?? null);
    },
  );

  app.post(
    '/jobs/openings/:slug/apply/',
    {
      schema: {
        tags: ['jobs'],
        security,
        description:
          'Applies with the career profile (kept as it is now) and an optional cover note; the learner is mailed. Once per opening: 409 already_applied carries the application. ' +
          '409 opening_closed for a closed opening, 409 cv_required while the profile names no CV.',
        params: OpeningParams,
        body: ApplyBody,
        response: { 201: JobApplication, 409: ApplyConflict },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      try {
        const application = await jobApplications.apply(
          user.id,
          request.params.slug,
          request.body ?? {},
          request.language,
          askedLanguage(request) ?? user.language ?? undefined,
        );
        return reply.status(201).send(application);
      } catch (error) {
        if (!(error instanceof AlreadyApplied)) throw error;
        return reply.status(409).send({ ...errorBody(409, error.messageIn(request.language), error.code), application: error.application });
      }
    },
  );

  app.get(
    '/me/job-applications/',
    {
      schema: {
        tags: ['jobs'],
        security,
        description: "The learner's applications, newest first, with status and history.",
        response: { 200: JobApplicationList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await jobApplications.mine(user.id, request.language);
      return { count: results.length, results };
    },
  );

  app.post(
    '/me/job-applications/:id/withdraw/',
    {
      schema: {
        tags: ['jobs'],
        security,
        description: "Withdraws one of the learner's applications; 404 for another learner's, 409 application_closed once hired, not selected or withdrawn.",
        params: JobApplicationParams,
        response: { 200: JobApplication },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return jobApplications.withdraw(user.id, request.params.id, request.language);
    },
  );
}
