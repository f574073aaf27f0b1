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
  app.get(
    '/catalog/labs/:slug/',
    {
      schema: {
        tags,
        description:
          'Public: one lab with its description, objectives, steps (how many hint tiers each has, whether it is checked; the hints themselves only inside a running lab) and its rating. 404 lab_not_found.',
        params: SlugParams,
        response: { 200: LabDetail },
      },
    },
    async (request) => catalog.labDetail(request.params.slug, request.language),
  );

  app.get(
    '/catalog/career-paths/',
    { schema: { tags, description: "Public: the career paths, with price and tokens, in the request's language.", response: { 200: CareerPathSummaryList } } },
    async (request) => catalog.listCareerPaths(request.language),
  );
  app.get(
    '/catalog/career-paths/:slug/',
    {
      schema: {
        tags,
        description: 'Public: one career path with its description, outcomes and labs in order. 404 career_path_not_found.',
        params: SlugParams,
        response: { 200: CareerPathDetail },
      },
    },
    async (request) => catalog.careerPathDetail(request.params.slug, request.language),
  );

  app.get(
    '/catalog/learning-paths/',
    {
      schema: {
        tags,
        description: "Public: the learning paths, each with its labs and price, in the request's language.",
        response: { 200: LearningPathList },
      },
    },
    async (request) => catalog.listLearningPaths(request.language),
  );
  app.get(
    '/catalog/learning-paths/:slug/',
    {
      schema: {
        tags,
        description: 'Public: one learning path with its labs and price. 404 learning_path_not_found.',
        params: SlugParams,
        response: { 200: LearningPath },
      },
    },
    async (request) => catalog.learningPathDetail(request.params.slug, request.language),
  );

  app.get(
    '/catalog/consulting/',
    { schema: { tags, description: "Public: the consulting offers, in the request's language.", response: { 200: ConsultingOfferList } } },
    async (request) => catalog.listConsulting(request.language),
  );
  app.get(
    '/catalog/consulting/:slug/',
    { schema: { tags, description: 'Public: one consulting offer. 404 consulting_offer_not_found.', params: SlugParams, response: { 200: ConsultingOffer } } },
    async (request) => catalog.consultingDetail(request.params.slug, request.language),
  );
}
