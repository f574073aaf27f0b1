import { HintRequestBody, InstanceParams, SolutionRequestBody, StepHelp, StepHelpQuery } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { InstanceService } from './instances.service';
import type { HintService } from './hints.service';

const tags = ['labs'];
const security = [{ bearerAuth: [] }];
const refused =
  '404 for an instance that is not the caller’s, 409 instance_not_running or lab_has_no_scripts, 400 naming step_index when the lab has no such step.';

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface HintsRouteServices {
  auth: Authenticator;
  instances: InstanceService;
  hints: HintService;
}

/** A running lab's help, one step at a time (docs/rules/lab-format.md#hints). */
export async function hintsRoutes(app: App, { auth, instances, hints }: HintsRouteServices) {
  app.get(
    '/labs/instances/:id/hints/',
    {
      schema: {
        tags,
        security,
        description: `Where a step’s help stands: the hints given so far in the request’s language, the last check’s FAIL reason, the failed checks and the solution’s state. ${refused}`,
        params: InstanceParams,
        querystring: StepHelpQuery,
        response: { 200: StepHelp },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const instance = await instances.get(user.id, request.params.id);
      return hints.help(instance, request.query.step_index, request.language);
    },
  );

  app.post(
    '/labs/instances/:id/hints/',
    {
      schema: {
        tags,
        security,
        description: `Gives the step’s next hint tier (concept, then pointer, then skeleton), recorded on the instance. 409 no_more_hints once every tier was given. ${refused}`,
        params: InstanceParams,
        body: HintRequestBody,
        response: { 200: StepHelp },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const instance = await instances.get(user.id, request.params.id);
      return hints.nextHint(instance, request.body.step_index, request.language);
    },
  );

  app.post(
    '/labs/instances/:id/solution/',
    {
      schema: {
        tags,
        security,
        description: `Shows the step’s solution, asked for explicitly (confirm: true), recorded on the instance. 403 solution_locked before SOLUTION_AFTER_FAILED_CHECKS failed checks of the step. ${refused}`,
        params: InstanceParams,
        body: SolutionRequestBody,
        response: { 200: StepHelp },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      const instance = await instances.get(user.id, request.params.id);
      return hints.showSolution(instance, request.body.step_index, request.language);
    },
  );
}
