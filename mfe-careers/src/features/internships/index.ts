// The feature's public entry: other features of this remote import it only from here (docs/rules/boundaries.md#7-features-through-their-entry).
export { useCohortDates } from './cohort-dates';
