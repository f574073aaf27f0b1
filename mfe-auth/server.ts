import { runRemoteServer } from '@ilm/server';

/** mfe-auth's production server (`pnpm serve`): its build on port 3002, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_auth', appDir: __dirname, defaultPort: 3002 });
