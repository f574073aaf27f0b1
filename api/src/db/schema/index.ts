/** Every table, from the module that owns it: what drizzle-kit reads (drizzle.config.ts) and what tests and the seed import. */
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/sso/sso.schema';
export * from '../../modules/forms/forms.schema';
export * from '../../modules/labs/instances.schema';
export * from '../../modules/labs/ratings.schema';
export * from '../../modules/catalog/catalog.schema';
export * from '../../modules/payments/payments.schema';
export * from '../../modules/tokens/tokens.schema';
export * from '../../modules/baari/baari.schema';
export * from '../../modules/labs/hints.schema';
export * from '../../modules/interviews/interviews.schema';
export * from '../../modules/jobs/jobs.schema';
export * from '../../modules/diplomas/diplomas.schema';
export * from '../../modules/uploads/uploads.schema';
export * from '../../modules/internships/internships.schema';
export * from '../../modules/immigration/immigration.schema';
