/**
 * Catalog vocabulary (no TypeBox here: browser code imports these values, and this file keeps the
 * schema library out of its bundles).
 */

/** The clouds and topics a lab belongs to, the values `catalog/labs/?cloud=` accepts. */
export const CLOUDS = ['aws', 'azure', 'gcp', 'kubernetes', 'security', 'ai', 'linux', 'git', 'networking', 'python', 'sql', 'automation'] as const;
/** One of {@link CLOUDS}. */
export type Cloud = (typeof CLOUDS)[number];

/** The difficulty levels of labs and paths, the values `catalog/labs/?level=` accepts. */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** One of {@link LEVELS}. */
export type Level = (typeof LEVELS)[number];

/**
 * Where a lab runs (docs/decisions/0004-lab-drivers.md): `sandbox` in the platform's own sandbox
 * (a terminal in the page); the others need a driver for that cloud or cluster, and cannot be
 * launched until the platform has one.
 */
export const LAB_ENVIRONMENTS = ['sandbox', 'aws', 'azure', 'gcp', 'kubernetes'] as const;
/** One of {@link LAB_ENVIRONMENTS}. */
export type LabEnvironment = (typeof LAB_ENVIRONMENTS)[number];
