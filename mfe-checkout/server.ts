import { runRemoteServer } from '@ilm/server';

/** mfe-checkout's production server (`pnpm serve`): its build on port 3004, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_checkout', appDir: __dirname, defaultPort: 3004 });
