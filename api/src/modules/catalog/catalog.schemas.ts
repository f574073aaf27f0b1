import { Type } from 'typebox';

export const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,79}$', description: 'lower-case words joined by dashes' });
export const SlugParams = Type.Object({ slug: Slug });
export const CLOUDS = ['aws', 'azure', 'gcp', 'kubernetes', 'security', 'ai'] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const LabListQuery = Type.Object({
  cloud: Type.Optional(Type.Union(CLOUDS.map((cloud) => Type.Literal(cloud)))),
  level: Type.Optional(Type.Union(LEVELS.map((level) => Type.Literal(level)))),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  max_token_cost: Type.Optional(Type.Integer({ minimum: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});

export const LabSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cloud: Type.String(),
  level: Type.String(),
  duration_minutes: Type.Integer(),
  token_cost: Type.Integer(),
  tags: Type.Array(Type.String()),
});

export const LabDetail = Type.Object({
  ...LabSummary.properties,
  description: Type.String(),
  objectives: Type.Array(Type.String()),
  steps: Type.Array(Type.Object({ title: Type.String(), body: Type.String() })),
});

const Price = {
  price_usd: Type.Number(),
  price_usd_cents: Type.Integer(),
};

export const CareerPathSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  level: Type.String(),
  duration_weeks: Type.Integer(),
  ...Price,
  tokens_included: Type.Integer(),
  lab_count: Type.Integer(),
});

export const CareerPathDetail = Type.Object({
  ...CareerPathSummary.properties,
  description: Type.String(),
  outcomes: Type.Array(Type.String()),
  labs: Type.Array(LabSummary),
});

export const LearningPath = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cloud: Type.String(),
  level: Type.String(),
  ...Price,
  labs: Type.Array(LabSummary),
});

export const ConsultingOffer = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  description: Type.String(),
  deliverables: Type.Array(Type.String()),
  duration_weeks: Type.Integer(),
  price_from_usd: Type.Number(),
  price_from_usd_cents: Type.Integer(),
});

export const listOf = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({ count: Type.Integer(), results: Type.Array(item) });
