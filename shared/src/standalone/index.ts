/** Running one remote alone, without the shell (used by each remote's `bootstrap.tsx`, never federated). */
export { startStandalone } from './start-standalone';
export type { StandaloneOptions } from './start-standalone';
