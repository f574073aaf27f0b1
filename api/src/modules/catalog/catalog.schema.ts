import type { LabEnvironment } from '@ilm/contract';
import type { StepHintTexts } from '../labs/content/step-hints';
import { doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface LabStep {
  title: string;
  body: string;
}

/**
 * The scripts of a lab that runs for real (docs/rules/lab-format.md): never sent to a browser.
 * `steps[i]` belongs to the lab's step i.
 */
export interface LabScripts {
  setup: string | null;
  /** Bash defined before every check of the lab (its `check-lib.sh`); absent in rows seeded before it existed. */
  checkLib?: string | null;
  /** `hints`: the step's hint tiers in the three languages, given one at a time in a running lab (absent in rows seeded before them). */
  steps: { check: string | null; solution: string | null; setup: string | null; hints?: StepHintTexts }[];
}

/**
 * A row's words in the languages other than English: `{ ar: { title, … }, ur: { … } }`. Any field
 * (or step, or list item) left out falls back to the English column.
 */
export type Translations<Words> = Partial<Record<'ar' | 'ur', TranslatedWords<Words>>>;
export type TranslatedWords<Words> = {
  [K in keyof Words]?: Words[K] extends (infer Item)[] ? (Item extends object ? Partial<Item> : Item)[] : Words[K];
};

export interface LabWords {
  title: string;
  summary: string;
  description: string;
  objectives: string[];
  steps: LabStep[];
}
export interface CareerPathWords {
  title: string;
  summary: string;
  description: string;
  outcomes: string[];
}
export interface LearningPathWords {
  title: string;
  summary: string;
}
export interface ConsultingWords {
  title: string;
  summary: string;
  description: string;
  deliverables: string[];
}
export interface PlanWords {
  name: string;
  features: string[];
}
export interface TokenPackWords {
  name: string;
}

const translations = <Words>() => jsonb('translations').$type<Translations<Words>>().notNull().default({});

export const labs = pgTable('labs', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  /** aws | azure | gcp | kubernetes | security | ai */
  cloud: text('cloud').notNull(),
  /** beginner | intermediate | advanced */
  level: text('level').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  tokenCost: integer('token_cost').notNull(),
  objectives: jsonb('objectives').$type<string[]>().notNull(),
  steps: jsonb('steps').$type<LabStep[]>().notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  /** Where it runs: sandbox, or the cloud it needs (the contract's LAB_ENVIRONMENTS). */
  environment: text('environment').$type<LabEnvironment>().notNull().default('sandbox'),
  /** Setup, check and solution scripts of a lab that runs for real; null for one that needs a cloud. */
  scripts: jsonb('scripts').$type<LabScripts>(),
  translations: translations<LabWords>(),
  position: integer('position').notNull().default(0),
});

export const careerPaths = pgTable('career_paths', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  level: text('level').notNull(),
  durationWeeks: integer('duration_weeks').notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  tokensIncluded: integer('tokens_included').notNull(),
  outcomes: jsonb('outcomes').$type<string[]>().notNull(),
  labSlugs: jsonb('lab_slugs').$type<string[]>().notNull(),
  translations: translations<CareerPathWords>(),
  position: integer('position').notNull().default(0),
});

export const learningPaths = pgTable('learning_paths', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  cloud: text('cloud').notNull(),
  level: text('level').notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  labSlugs: jsonb('lab_slugs').$type<string[]>().notNull(),
  translations: translations<LearningPathWords>(),
  position: integer('position').notNull().default(0),
});

export const consultingOffers = pgTable('consulting_offers', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  deliverables: jsonb('deliverables').$type<string[]>().notNull(),
  durationWeeks: integer('duration_weeks').notNull(),
  priceFromUsdCents: integer('price_from_usd_cents').notNull(),
  translations: translations<ConsultingWords>(),
  position: integer('position').notNull().default(0),
});

export const plans = pgTable('plans', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  /** The plan is bought for this many months. */
  periodMonths: integer('period_months').notNull(),
  tokensGranted: integer('tokens_granted').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  translations: translations<PlanWords>(),
  position: integer('position').notNull().default(0),
});

export const tokenPacks = pgTable('token_packs', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  tokens: integer('tokens').notNull(),
  priceUsdCents: integer('price_usd_cents').notNull(),
  translations: translations<TokenPackWords>(),
  position: integer('position').notNull().default(0),
});

/** USD → local currency multipliers by ISO country code, updated with `pnpm rates:set`. */
export const currencyRates = pgTable('currency_rates', {
  countryCode: text('country_code').primaryKey(),
  currencyCode: text('currency_code').notNull(),
  rate: doublePrecision('rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
