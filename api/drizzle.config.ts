import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema; they are committed and run by `serve` and the tests.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
