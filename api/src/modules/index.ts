import type { ServicesOfAll } from '../platform/module';
import { platformModule } from '../platform/platform.module';
import { accountsModule } from './accounts/accounts.module';
import { sessionsModule } from './accounts/sessions.module';
import { baariModule } from './baari/baari.module';
import { interviewsModule } from './interviews/interviews.module';
import { catalogModule } from './catalog/catalog.module';
import { diplomasModule } from './diplomas/diplomas.module';
import { formsModule } from './forms/forms.module';
import { immigrationModule } from './immigration/immigration.module';
import { internshipsModule } from './internships/internships.module';
import { jobsModule } from './jobs/jobs.module';
import { labEngineModule } from './labs/lab-engine.module';
import { labsModule } from './labs/labs.module';
import { paymentsModule } from './payments/payments.module';
import { progressModule } from './progress/progress.module';
import { ssoModule } from './sso/sso.module';
import { tokensModule } from './tokens/tokens.module';
import { uploadsModule } from './uploads/uploads.module';

/**
 * Every module of the API, in the order their routes are registered and their onReady hooks run
 * (the registry builds services in dependency order and fails on a missing or circular need):
 * docs/rules/api-modules.md. A new module is one line here.
 */
export const modules = [
  platformModule,
  sessionsModule,
  tokensModule,
  accountsModule,
  labEngineModule,
  catalogModule,
  diplomasModule,
  labsModule,
  paymentsModule,
  immigrationModule,
  formsModule,
  ssoModule,
  baariModule,
  interviewsModule,
  internshipsModule,
  uploadsModule,
  jobsModule,
  progressModule,
] as const;

/** Every service of the API together (what `app.services` holds): for app.ts and tests, never for a module. */
export type Services = ServicesOfAll<(typeof modules)[number]>;
