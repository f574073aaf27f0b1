import {
  chooseLanguage,
  IdParams,
  Interview,
  INTERVIEW_ANSWER_MAX_LENGTH,
  INTERVIEW_QUESTIONS,
  InterviewAnswerBody,
  InterviewList,
  InterviewStartBody,
} from '@ilm/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/types';
import { askedLanguage } from '../../i18n/request-language';
import type { InterviewService } from './interviews.service';
import type { ChatModel } from '../baari/assistant';
import type { Authenticated, Authenticator } from '../accounts/authenticate';
import { INTERVIEW_LIMITS, interviewRateLimits } from './interviews-limits';

const tags = ['baari'];
const security = [{ bearerAuth: [] }];

/** An answer of INTERVIEW_ANSWER_MAX_LENGTH characters, each up to 4 bytes, in JSON: far below the API's 1 MiB (413 over it). */
const ANSWER_BODY_LIMIT = 32 * 1024;

/** The page's language when it names one, else the learner's profile language. */
const languageOf = (request: FastifyRequest, { user }: Authenticated) => chooseLanguage([askedLanguage(request), user.language]);

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface InterviewsRouteServices {
  auth: Authenticator;
  interviews: InterviewService;
  baariModel: ChatModel | undefined;
}

export async function interviewsRoutes(app: App, services: InterviewsRouteServices) {
  const { auth, interviews } = services;
  const limit = interviewRateLimits(app);

  app.post(
    '/baari/interviews/',
    {
      schema: {
        tags,
        security,
        description:
          `Starts a mock interview for a career path: ${INTERVIEW_QUESTIONS} questions drawn from the path's question bank, asked and judged in the request's language ` +
          `(else the learner's profile language). 404 for an unknown career path, 400 naming career_path_slug for a path without a bank; ` +
          `429 rate_limited with Retry-After past ${INTERVIEW_LIMITS.startsPerHour} starts an hour.`,
        body: InterviewStartBody,
        response: { 201: Interview },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.require(request);
      await limit.start(request, reply, signedIn.user.id);
      const interview = await interviews.start(signedIn.user.id, request.body.career_path_slug, languageOf(request, signedIn));
      return reply.status(201).send(interview);
    },
  );

  app.get(
    '/baari/interviews/',
    { schema: { tags, security, description: "The learner's mock interviews, newest first.", response: { 200: InterviewList } } },
    async (request) => {
      const signedIn = await auth.require(request);
      return interviews.list(signedIn.user.id, languageOf(request, signedIn));
    },
  );

  app.get(
    '/baari/interviews/:id/',
    {
      schema: {
        tags,
        security,
        description:
          "One of the learner's mock interviews: the questions answered so far with their feedback, and the current question (404 for anyone else's).",
        params: IdParams,
        response: { 200: Interview },
      },
    },
    async (request) => {
      const signedIn = await auth.require(request);
      return interviews.get(signedIn.user.id, request.params.id, languageOf(request, signedIn));
    },
  );

  app.post(
    '/baari/interviews/:id/answers/',
    {
      bodyLimit: ANSWER_BODY_LIMIT,
      schema: {
        tags,
        security,
        description:
          `Answers the current question (1 to ${INTERVIEW_ANSWER_MAX_LENGTH} characters, else 400 naming answer) and answers the interview with that turn's ` +
          "feedback against the question's rubric (by the language model when one is configured, else offline; a model that fails or times out falls back to offline) " +
          "and the next question; after the last one, the interview is completed with its summary. 404 for anyone else's interview, 409 interview_completed once completed; " +
          `429 rate_limited with Retry-After past ${INTERVIEW_LIMITS.answersPerMinute} answers a minute or ${INTERVIEW_LIMITS.answersPerHour} an hour.`,
        params: IdParams,
        body: InterviewAnswerBody,
        response: { 200: Interview },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.require(request);
      await limit.answer(request, reply, signedIn.user.id);
      // Read on each answer (undefined when no model is configured).
      return interviews.answer(signedIn.user.id, request.params.id, request.body.answer, languageOf(request, signedIn), services.baariModel);
    },
  );
}
