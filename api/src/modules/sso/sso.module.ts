import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { ssoRoutes } from './sso.routes';

/** One-time codes that carry a session from one of the site's origins to another. */
export const ssoModule = defineModule({
  name: 'sso',
  needs: [platformModule, sessionsModule],
  routes: (app, services) => ssoRoutes(app, services),
});
