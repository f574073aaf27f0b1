/**
 * Staff commands for the career services: `pnpm --filter @ilm/api admin <area> <action> [options]`.
 * Each area registers its actions in its own file; `admin help` lists them. There is no admin page:
 * staff run these on the server, where the database settings are.
 */
import { adminAreas } from './admin-areas';
import { runAdmin } from './admin-runner';

runAdmin(adminAreas, process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
