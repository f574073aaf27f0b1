// The feature's public entry: other features of this remote import it only from here (docs/rules/boundaries.md#7-features-through-their-entry).
export { instanceHref } from './instance-href';
export { checkStep, launchInstance, type LabInstance } from './instances.api';
export { INSTANCES_KEY, instanceQuery, instancesQuery } from './instances.queries';
