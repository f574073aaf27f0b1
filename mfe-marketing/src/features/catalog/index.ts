// The feature's public entry: other features of this remote import it only from here (docs/rules/boundaries.md#7-features-through-their-entry).
export { CareerPathCard } from './career-path-card';
export { CareerPathList, LabList } from './catalog-lists';
export type { CareerPathSummary, LabSummary } from './catalog.api';
export { careerPathQuery, careerPathsQuery, labsQuery, learningPathsQuery, useCatalogError } from './catalog.queries';
export { LabCard } from './lab-card';
