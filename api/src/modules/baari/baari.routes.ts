import sse from '@fastify/sse';
import {
  BAARI_HISTORY_MESSAGES,
  BAARI_QUESTION_MAX_LENGTH,
  BAARI_VISITOR_QUESTIONS,
  BAARI_VISITOR_WINDOW_HOURS,
  BaariAnswerStream,
  BaariAskBody,
  BaariConversation,
  BaariConversationList,
  BaariSuggestions,
  BaariSuggestionsQuery,
  chooseLanguage,
  IdParams,
} from '@ilm/contract';
import { badRequest, unauthorized } from '../../http/api-error';
import type { App } from '../../http/types';
import { askedLanguage } from '../../i18n/request-language';
import type { Authenticator } from '../accounts/authenticate';
import type { Assistant } from './assistant';
import type { Db } from '../../db/client';
import type { CatalogService } from '../catalog/catalog.service';
import type { InstanceService } from '../labs/instances.service';
import { HEARTBEAT_MS, streamAnswer } from './answer-stream';
import { BAARI_LIMITS, baariRateLimits, StreamSlots } from './baari-limits';
import { ConversationService } from './conversations.service';
import { LabContextReader } from './lab-context';
import { text } from './baari.messages';

const tags = ['baari'];
const security = [{ bearerAuth: [] }];

/** A question and three ids: far below the API's 1 MiB (413 over it). */
const ASK_BODY_LIMIT = 16 * 1024;

const STREAM_DESCRIPTION = [
  'Asks Baari a question; the answer streams as Server-Sent Events (`text/event-stream`), each with JSON data, in this order:',
  '`meta` `{ conversation_id, mode }` once (conversation_id null for a visitor); `notice` `{ code, message }` at most once;',
  '`delta` `{ text }` any number; then `done` `{ message }` (the answer as kept, with its citations) or `error` `{ code, message }`.',
  `A comment line every ${HEARTBEAT_MS / 1000} s keeps the connection open. Closing the connection stops the answer.`,
].join(' ');

const ASK_DESCRIPTION = [
  `Open to visitors: ${BAARI_VISITOR_QUESTIONS} questions per address every ${BAARI_VISITOR_WINDOW_HOURS} hours, then 403 sign_up_to_continue; nothing of a visitor's is kept.`,
  `Signed in (Bearer): the question and its answer are kept in \`conversation_id\` (the learner's own, else 404) or in a new conversation titled by the question;`,
  `the last ${BAARI_HISTORY_MESSAGES} messages go with the question. An answer stopped midway is kept as far as it was shown, without citations and with mode null.`,
  `With \`lab_instance_id\` and \`step_index\` (both or neither): the learner's running instance (404 not_found, 409 instance_not_running), whose step and last check Baari knows;`,
  'it never writes the solution of a step whose solution the learner has not been shown.',
  `Checked before the stream starts, as JSON errors: 400 naming the field (a question of 1 to ${BAARI_QUESTION_MAX_LENGTH} characters);`,
  `429 rate_limited with Retry-After (per learner ${BAARI_LIMITS.learnerPerMinute} a minute and ${BAARI_LIMITS.learnerPerHour} an hour, per address ${BAARI_LIMITS.addressPerMinute} a minute);`,
  `429 too_many_streams past ${BAARI_LIMITS.streamsPerLearner} answers streaming at once for one learner.`,
  STREAM_DESCRIPTION,
].join(' ');

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface BaariRouteServices {
  auth: Authenticator;
  baari: Assistant;
  db: Db;
  catalog: CatalogService;
  instances: InstanceService;
}

export async function baariRoutes(app: App, { auth, baari: assistant, db, catalog, instances }: BaariRouteServices) {
  await app.register(sse, { heartbeatInterval: HEARTBEAT_MS });
  const conversations = new ConversationService(db);
  const labs = new LabContextReader(db, catalog, instances);
  const limit = baariRateLimits(app);
  const slots = new StreamSlots();

  app.post(
    '/baari/ask/',
    {
      sse: 'manual',
      bodyLimit: ASK_BODY_LIMIT,
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        description: ASK_DESCRIPTION,
        body: BaariAskBody,
        response: { 200: { description: STREAM_DESCRIPTION, content: { 'text/event-stream': { schema: BaariAnswerStream } } } },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.optional(request);
      const body = request.body;
      const question = body.question.trim();
      if (!question) throw badRequest('question', text('v_not_blank'));
      if (body.lab_instance_id !== undefined && body.step_index === undefined) throw badRequest('step_index', text('baari_step_index_required'));
      if (body.step_index !== undefined && body.lab_instance_id === undefined) throw badRequest('lab_instance_id', text('baari_lab_instance_required'));
      // A conversation and a running lab belong to someone: a visitor has neither.
      if (!signedIn && (body.conversation_id !== undefined || body.lab_instance_id !== undefined))
        throw unauthorized('not_authenticated', text('not_authenticated'));
      const userId = signedIn?.user.id ?? null;
      await limit(request, reply, userId);

      const language = chooseLanguage([askedLanguage(request), signedIn?.user.language]);
      const existing = userId && body.conversation_id ? await conversations.owned(userId, body.conversation_id) : null;
      const lab = userId && body.lab_instance_id ? await labs.read(userId, body.lab_instance_id, body.step_index!, language) : undefined;
      const history = existing ? await conversations.history(existing.id) : [];

      const release = userId ? slots.take(userId) : () => undefined;
      try {
        const conversation = userId ? (existing ?? (await conversations.start(userId, question))) : null;
        if (conversation) await conversations.add(conversation.id, { role: 'user', text: question });
        await streamAnswer(reply, {
          assistant,
          conversations,
          conversationId: conversation?.id ?? null,
          input: { question, language, history, lab },
          language,
        });
      } finally {
        release();
      }
    },
  );

  app.get(
    '/baari/conversations/',
    {
      schema: {
        tags,
        security,
        description: "The learner's conversations with Baari, the most recently continued first (at most 100).",
        response: { 200: BaariConversationList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await conversations.list(user.id);
      return { count: results.length, results };
    },
  );

  app.get(
    '/baari/conversations/:id/',
    {
      schema: {
        tags,
        security,
        description: "One of the learner's conversations with its messages, oldest first (404 for another learner's).",
        params: IdParams,
        response: { 200: BaariConversation },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return conversations.detail(user.id, request.params.id);
    },
  );

  app.delete(
    '/baari/conversations/:id/',
    {
      schema: {
        tags,
        security,
        description: "Deletes one of the learner's conversations and its messages for good (204; 404 for another learner's).",
        params: IdParams,
        response: { 204: { description: 'Deleted.', type: 'null' } },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      await conversations.remove(user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/baari/suggestions/',
    {
      schema: {
        tags,
        security: [{}, { bearerAuth: [] }],
        description:
          "Questions to offer, in the request's language. Open to visitors; with `lab_instance_id`, about that lab and the step the learner is on (signed in and their own instance, else 401/404).",
        querystring: BaariSuggestionsQuery,
        response: { 200: BaariSuggestions },
      },
    },
    async (request) => {
      const instanceId = request.query.lab_instance_id;
      if (!instanceId) return { questions: assistant.suggestions(request.language) };
      const { user } = await auth.require(request);
      const language = chooseLanguage([askedLanguage(request), user.language]);
      return { questions: assistant.suggestions(language, await labs.where(user.id, instanceId, language)) };
    },
  );
}
