import { Progress } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { ProgressService } from './progress.service';

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface ProgressRouteServices {
  auth: Authenticator;
  progress: ProgressService;
}

export async function progressRoutes(app: App, { auth, progress }: ProgressRouteServices) {
  app.get(
    '/me/progress/',
    {
      schema: {
        tags: ['progress'],
        security: [{ bearerAuth: [] }],
        description:
          'The career paths and learning paths the learner started (a lab of them completed) or bought, each lab in order with completed_at and launchable, the counts, and the next lab: the first not completed, one that can be launched here first.',
        response: { 200: Progress },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return progress.of(user.id, request.language);
    },
  );
}
