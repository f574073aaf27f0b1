import path from 'node:path';
import { BackgroundWork } from '../lib/background-work';
import { type Mailer, OutboxMailer, SmtpMailer } from '../mail/mailer';
import { defineModule } from './module';

/** What every module may use: the database, the settings, the mailer and the work that runs after an answer. */
export const platformModule = defineModule({
  name: 'platform',
  needs: [],
  provides: (_deps, { db, config, log, overrides }) => ({
    db,
    config,
    mailer:
      overrides.mailer ??
      ((config.smtpUrl ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, log) : new OutboxMailer(db, log, path.join(config.dataDir, 'outbox'))) as Mailer),
    background: new BackgroundWork(log),
  }),
  // Mail still leaving after its answer is finished before the database closes (closed last: every module needs this one).
  onClose: ({ background }) => background.idle(),
});
