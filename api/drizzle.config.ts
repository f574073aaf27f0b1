import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the tables each module declares (src/modules/*/*.schema.ts, listed by
// src/db/schema/index.ts); they are committed and run by `serve` and the tests.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
