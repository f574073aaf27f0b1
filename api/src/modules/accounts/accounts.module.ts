import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { tokensModule } from '../tokens/tokens.module';
import { accountsRoutes } from './accounts.routes';
import { AccountService } from './accounts.service';
import { sessionsModule } from './sessions.module';

/** Sign-up, sign-in, e-mail confirmation, password reset and the profile. */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: [platformModule, sessionsModule, tokensModule],
  provides: ({ db, config, sessions, tokens, mailer, background }) => ({
    accounts: new AccountService(db, config, sessions, tokens, mailer, background),
  }),
  routes: (app, services) => accountsRoutes(app, services),
});
