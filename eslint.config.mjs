// The workspace's ESLint config lives in tooling/lint (its plugins resolve there); this file puts
// it at the root so its `files` globs are relative to the repository. Rules: docs/rules/boundaries.md.
export { default } from './tooling/lint/eslint.config.mjs';
