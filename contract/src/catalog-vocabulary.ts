/**
 * Catalog vocabulary (no TypeBox here: browser code imports these values, and this file keeps the
 * schema library out of its bundles).
 */

/** The clouds and topics a lab belongs to, the values `catalog/labs/?cloud=` accepts. */
export const CLOUDS = ['aws', 'azure', 'gcp', 'kubernetes', 'security', 'ai'] as const;
/** One of {@link CLOUDS}. */
export type Cloud = (typeof CLOUDS)[number];

/** The difficulty levels of labs and paths, the values `catalog/labs/?level=` accepts. */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
/** One of {@link LEVELS}. */
export type Level = (typeof LEVELS)[number];
