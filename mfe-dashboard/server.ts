import { runRemoteServer } from '@ilm/server';

/** mfe-dashboard's production server (`pnpm serve`): its build on port 3003, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_dashboard', appDir: __dirname, defaultPort: 3003 });
