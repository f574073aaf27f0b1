import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { Authenticator } from './authenticate';
import { TokenSigner } from './jwt';
import { SessionService } from './sessions';

/** Signed access tokens, sessions and the sign-in check every route that needs a learner uses. */
export const sessionsModule = defineModule({
  name: 'sessions',
  needs: [platformModule],
  provides: ({ db, config }) => {
    const signer = new TokenSigner(config.jwtSecret, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds);
    const sessions = new SessionService(db, signer, config.sessionCacheSeconds);
    return { signer, sessions, auth: new Authenticator(signer, sessions) };
  },
});
