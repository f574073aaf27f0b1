import { startStandalone } from '@ilm/shared/standalone';
import { StandaloneAuthGuard, StandaloneHome } from './standalone-home';
import { remotePages } from './routes';
import styles from './standalone.module.css';

// mfe-auth run alone (`pnpm --filter @ilm/mfe-auth dev`): its pages at their site URLs against the API,
// each in the card the shell's auth layout would give it, and an index of them at any other URL.
void startStandalone(document.getElementById('root'), {
  remotePages,
  frame: (page, declaration) =>
    declaration.layout === 'empty' ? (
      <main>{page}</main>
    ) : (
      <StandaloneAuthGuard>
        <main className={styles.card}>{page}</main>
      </StandaloneAuthGuard>
    ),
  extraRoutes: [{ path: '*', element: <StandaloneHome /> }],
});
