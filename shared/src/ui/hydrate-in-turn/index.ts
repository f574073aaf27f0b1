export { HydrateInTurn, hydrateInTurns, partsHydrated } from './hydrate-in-turn';
