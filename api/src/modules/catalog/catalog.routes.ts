import {
  CareerPathDetail,
  CareerPathSummaryList,
  ConsultingOffer,
  ConsultingOfferList,
  LabDetail,
  LabListQuery,
  LabSummaryList,
  LearningPath,
  LearningPathList,
  SlugParams,
} from '@ilm/contract';
import type { App } from '../../http/types';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface CatalogRouteServices {
  catalog: CatalogService;
}

export async function catalogRoutes(app: App, { catalog }: CatalogRouteServices) {
  app.get(
    '/catalog/labs/',
    {
      schema: {
        tags,
        description: 'Labs, filtered by cloud, level and maximum token cost, with a text search over title, summary and tags.',
        querystring: LabListQuery,
        response: { 200: LabSummaryList },
      },
    },
    async (request) => catalog.listLabs(request.query, request.language),
  );
  app.get('/catalog/labs/:slug/', { schema: { tags, params: SlugParams, response: { 200: LabDetail } } }, async (request) =>
    catalog.labDetail(request.params.slug, request.language),
  );

  app.get('/catalog/career-paths/', { schema: { tags, response: { 200: CareerPathSummaryList } } }, async (request) =>
    catalog.listCareerPaths(request.language),
  );
  app.get('/catalog/career-paths/:slug/', { schema: { tags, params: SlugParams, response: { 200: CareerPathDetail } } }, async (request) =>
    catalog.careerPathDetail(request.params.slug, request.language),
  );

  app.get('/catalog/learning-paths/', { schema: { tags, response: { 200: LearningPathList } } }, async (request) =>
    catalog.listLearningPaths(request.language),
  );
  app.get('/catalog/learning-paths/:slug/', { schema: { tags, params: SlugParams, response: { 200: LearningPath } } }, async (request) =>
    catalog.learningPathDetail(request.params.slug, request.language),
  );

  app.get('/catalog/consulting/', { schema: { tags, response: { 200: ConsultingOfferList } } }, async (request) => catalog.listConsulting(request.language));
  app.get('/catalog/consulting/:slug/', { schema: { tags, params: SlugParams, response: { 200: ConsultingOffer } } }, async (request) =>
    catalog.consultingDetail(request.params.slug, request.language),
  );
}
