import { LabRating, LabRatingBody, MyLabRating, SlugParams } from '@ilm/contract';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { RatingService } from './ratings.service';

const tags = ['labs'];
const security = [{ bearerAuth: [] }];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface RatingsRouteServices {
  auth: Authenticator;
  ratings: RatingService;
}

export async function ratingsRoutes(app: App, { auth, ratings }: RatingsRouteServices) {
  app.put(
    '/labs/:slug/rating/',
    {
      schema: {
        tags,
        security,
        description:
          "Rates a lab the learner completed (every step's check passed on one of their instances): 1–5 stars and an optional comment of at most 500 characters. A second PUT replaces the rating. 403 lab_not_completed before completion, 404 for an unknown lab.",
        params: SlugParams,
        body: LabRatingBody,
        response: { 200: LabRating },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return ratings.rate(user.id, request.params.slug, request.body);
    },
  );

  app.get(
    '/labs/:slug/rating/',
    {
      schema: {
        tags,
        security,
        description: "The learner's own rating of the lab; null while they have not rated it (404: no such lab).",
        params: SlugParams,
        response: { 200: MyLabRating },
      },
    },
    async (request) => {
      const { user } = await auth.require(request);
      return ratings.mine(user.id, request.params.slug);
    },
  );
}
