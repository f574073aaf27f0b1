import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { tokensRoutes } from './tokens.routes';
import { TokenService } from './tokens.service';

/** The token ledger (grants and spends in the caller's transaction) and the balance, ledger and packs routes. */
export const tokensModule = defineModule({
  name: 'tokens',
  needs: [platformModule, sessionsModule],
  provides: ({ db }) => ({ tokens: new TokenService(db) }),
  routes: (app, services) => tokensRoutes(app, services),
});
