import {
  AttachImmigrationDocumentBody,
  ConsultationRequestBody,
  IdParams,
  ImmigrationCase,
  ImmigrationCaseList,
  ImmigrationDocumentParams,
} from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { ImmigrationService } from './immigration.service';

const tags = ['immigration'];
const security = [{ bearerAuth: [] }];
const OWN_ONLY = "Only the learner's own cases: another's answers 404, as an unknown one does.";

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface ImmigrationRouteServices {
  auth: Authenticator;
  immigration: ImmigrationService;
}

export async function immigrationRoutes(app: App, { auth, immigration }: ImmigrationRouteServices) {
  app.get(
    '/me/immigration/cases/',
    {
      schema: {
        tags,
        security,
        description:
          "The learner's immigration-support cases, newest first. A case is opened when a signed-in learner sends the candidate information form (`forms/cif/`).",
        response: { 200: ImmigrationCaseList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const results = await immigration.list(user.id);
      return { count: results.length, results };
    },
  );

  app.get(
    '/me/immigration/cases/:id/',
    {
      schema: {
        tags,
        security,
        description: `A case: its statuses over time with the notes staff wrote, its documents and its consultation requests. ${OWN_ONLY}`,
        params: IdParams,
        response: { 200: ImmigrationCase },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return immigration.detail(user.id, request.params.id);
    },
  );

  app.post(
    '/me/immigration/cases/:id/documents/',
    {
      schema: {
        tags,
        security,
        description: `Attaches one of the learner's uploads (\`uploads/\`, purpose \`immigration_document\`) to the case under their label. 400 naming upload_id for another's upload or one of another purpose; 409 \`case_closed\`, \`document_attached\`, \`too_many_documents\`. ${OWN_ONLY}`,
        params: IdParams,
        body: AttachImmigrationDocumentBody,
        response: { 201: ImmigrationCase },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      return reply.status(201).send(await immigration.attach(user.id, request.params.id, request.body));
    },
  );

  app.delete(
    '/me/immigration/cases/:id/documents/:upload_id/',
    {
      schema: {
        tags,
        security,
        description: `Takes a document off the case (the upload stays the learner's). 404 when it is not attached. ${OWN_ONLY}`,
        params: ImmigrationDocumentParams,
        response: { 200: ImmigrationCase },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return immigration.detach(user.id, request.params.id, request.params.upload_id);
    },
  );

  app.post(
    '/me/immigration/cases/:id/consultation/',
    {
      schema: {
        tags,
        security,
        description: `Asks for a consultation, saying when and how the learner can talk. One open request at a time (409 \`consultation_open\`); 409 \`case_closed\`. ${OWN_ONLY}`,
        params: IdParams,
        body: ConsultationRequestBody,
        response: { 201: ImmigrationCase },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      return reply.status(201).send(await immigration.requestConsultation(user.id, request.params.id, request.body.availability));
    },
  );
}
