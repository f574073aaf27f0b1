import { defineModule } from '../../platform/module';
import { platformModule } from '../../platform/platform.module';
import { sessionsModule } from '../accounts/sessions.module';
import { diplomasModule } from '../diplomas/diplomas.module';
import { immigrationModule } from '../immigration/immigration.module';
import { formsRoutes } from './forms.routes';
import { FormService } from './forms.service';

/** The site's forms (contact, CIF, diploma declaration, ...): stored, confirmed by mail (docs/rules/forms.md). */
export const formsModule = defineModule({
  name: 'forms',
  needs: [platformModule, sessionsModule, immigrationModule, diplomasModule],
  provides: ({ db, mailer, background }) => ({ forms: new FormService(db, mailer, background) }),
  routes: (app, services) => formsRoutes(app, services),
});
