// `node scripts/pnpm.mjs …` = pnpm …, on a machine where pnpm may not be installed.
import { pnpm } from './lib.mjs';

pnpm(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
