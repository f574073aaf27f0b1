import { runRemoteServer } from '@ilm/shared/server';

/** mfe-checkout's production server (`pnpm serve`): its build on port 3004, readable by the shell's origin. */
runRemoteServer({ name: 'mfe_checkout', appDir: __dirname, defaultPort: 3004 });
