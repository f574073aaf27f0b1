import type { labs } from '../db/schema';

export type LabSeed = typeof labs.$inferInsert;

/** Compact lab definition: steps as [title, body] pairs. */
export function lab(
  slug: string,
  title: string,
  cloud: string,
  level: 'beginner' | 'intermediate' | 'advanced',
  durationMinutes: number,
  tokenCost: number,
  summary: string,
  objectives: string[],
  steps: [string, string][],
  tags: string[],
): LabSeed {
  return {
    slug,
    title,
    cloud,
    level,
    durationMinutes,
    tokenCost,
    summary,
    description: `${summary} You work in a real, time-boxed sandbox environment that is created for you and removed when the lab ends.`,
    objectives,
    steps: steps.map(([stepTitle, body]) => ({ title: stepTitle, body })),
    tags,
  };
}
