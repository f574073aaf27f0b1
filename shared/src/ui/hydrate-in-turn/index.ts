export { HydrateInTurn, hydrateInTurns, partsHydrated, useHydrating } from './hydrate-in-turn';
