/**
 * The one typed contract between the browser and its servers. Browser code imports types
 * (`import type { LabInstance } from '@ilm/contract'`) and the constants of the typebox-free
 * files; the API validates with the schemas and publishes OpenAPI from them. Changing a field
 * here breaks `npm run typecheck` wherever it is used.
 *
 * Rule of this package: a value browser code imports lives in a file that does not import
 * `typebox` (`*-vocabulary.ts`, `*-defaults.ts`, `password-policy.ts`), so apps never bundle the schema library.
 */
export * from './runtime-config';
export * from './runtime-config-defaults';
export * from './pages';
export * from './pages-vocabulary';
export * from './server-render-vocabulary';
export * from './first-load-vocabulary';
export * from './compose-pages';
export * from './languages-vocabulary';
export * from './common';
export * from './countries-vocabulary';
export * from './accounts';
export * from './password-policy';
export * from './sso';
export * from './catalog';
export * from './catalog-vocabulary';
export * from './labs';
export * from './labs-vocabulary';
export * from './payments';
export * from './payments-vocabulary';
export * from './tokens';
export * from './forms';
export * from './forms-vocabulary';
export * from './baari';
export * from './baari-vocabulary';
export * from './careers-vocabulary';
export * from './internships';
export * from './immigration';
export * from './uploads';
export * from './progress';
export * from './diplomas';
export * from './jobs';
