import { runRemoteServer } from '@ilm/server';

/** mfe-careers' production server (`pnpm serve`): its build on port 3005, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_careers', appDir: __dirname, defaultPort: 3005 });
