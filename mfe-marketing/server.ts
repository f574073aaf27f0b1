import { runRemoteServer } from '@ilm/server';

/** mfe-marketing's production server (`pnpm serve`): its build on port 3001, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_marketing', appDir: __dirname, defaultPort: 3001 });
