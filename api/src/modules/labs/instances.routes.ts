import { InstanceListQuery, InstanceParams, LabInstance, LabInstanceList, LaunchBody, StepCheckResult, StepParams } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { InstanceService } from './instances.service';

const tags = ['labs'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface InstancesRouteServices {
  auth: Authenticator;
  instances: InstanceService;
}

export async function instancesRoutes(app: App, { auth, instances }: InstancesRouteServices) {
  app.post(
    '/labs/instances/',
    {
      schema: {
        tags,
        security,
        description:
          'Launches a lab: spends its token cost at once and builds its environment (status provisioning, then running). Refused before any token moves: 402 insufficient_tokens, 409 lab_needs_environment (a lab needing a cloud this platform has no driver for), 409 lab_learner_limit, 503 lab_no_capacity.',
        body: LaunchBody,
        response: { 201: LabInstance },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const instance = await instances.launch(user.id, request.body.lab_slug);
      return reply.status(201).send(await instances.presentOne(instance, request.language));
    },
  );

  app.get(
    '/labs/instances/',
    {
      schema: {
        tags,
        security,
        description:
          "Signed in: the caller's lab instances, newest first (at most 100), filtered by `status` (active, ended or all); an expiry that is due is applied first.",
        querystring: InstanceListQuery,
        response: { 200: LabInstanceList },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const rows = await instances.list(user.id, request.query.status);
      return { count: rows.length, results: await instances.present(rows, request.language) };
    },
  );

  app.get(
    '/labs/instances/:id/',
    {
      schema: {
        tags,
        security,
        description:
          "Signed in: one of the caller's instances with its time left, extensions and step results. 404 instance_not_found for an instance that is not the caller's.",
        params: InstanceParams,
        response: { 200: LabInstance },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return instances.presentOne(await instances.get(user.id, request.params.id), request.language);
    },
  );

  app.post(
    '/labs/instances/:id/extend/',
    {
      schema: {
        tags,
        security,
        description:
          "Signed in: adds LAB_EXTEND_MINUTES to a running instance for half its launch cost (at least 1 token), at most LAB_MAX_EXTENSIONS times. 409 instance_not_running, 409 max_extensions_reached, 402 insufficient_tokens; 404 instance_not_found for another's instance.",
        params: InstanceParams,
        response: { 200: LabInstance },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return instances.presentOne(await instances.extend(user.id, request.params.id), request.language);
    },
  );

  app.post(
    '/labs/instances/:id/stop/',
    {
      schema: {
        tags,
        security,
        description:
          "Signed in: stops an active instance, ending its terminal and environment; one stopped before it ever ran gets its tokens back. 409 instance_not_active; 404 instance_not_found for another's instance.",
        params: InstanceParams,
        response: { 200: LabInstance },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return instances.presentOne(await instances.stop(user.id, request.params.id), request.language);
    },
  );

  app.post(
    '/labs/instances/:id/steps/:index/check/',
    {
      schema: {
        tags,
        security,
        description: "Runs the step's check inside the running environment (at most LAB_CHECK_TIMEOUT_SECONDS); `message` is the check's FAIL reason.",
        params: StepParams,
        response: { 200: StepCheckResult },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return instances.checkStep(user.id, request.params.id, request.params.index, request.language);
    },
  );

  app.post(
    '/labs/instances/:id/reset/',
    {
      schema: {
        tags,
        security,
        description: 'A new environment for the running instance, set up again; its step results start over.',
        params: InstanceParams,
        response: { 200: LabInstance },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return instances.presentOne(await instances.reset(user.id, request.params.id), request.language);
    },
  );
}
