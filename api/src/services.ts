import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { BackgroundWork } from './lib/background-work';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail/mailer';
import { AccountService } from './modules/accounts/accounts.service';
import { Authenticator } from './modules/accounts/authenticate';
import { TokenSigner } from './modules/accounts/jwt';
import { SessionService } from './modules/accounts/sessions';
import { CatalogService } from './modules/catalog/catalog.service';
import { CurrencyService } from './modules/payments/currency.service';
import { TokenService } from './modules/tokens/tokens.service';
import { InstanceService } from './modules/labs/instances.service';
import { HintService } from './modules/labs/hints.service';
import { InterviewService } from './modules/baari/interviews.service';
import { LabLifecycle } from './modules/labs/lifecycle';
import { RatingService } from './modules/labs/ratings.service';
import { AvailableDriver } from './labs/driver/available-driver';
import type { LabDriver } from './labs/driver/lab-driver';
import { LocalSandboxDriver } from './labs/sandbox/sandbox-driver';
import { TerminalService } from './labs/terminal/terminal-service';
import { FormService } from './modules/forms/forms.service';
import { OrderService } from './modules/payments/orders.service';
import { PaymentRecovery } from './modules/payments/payment-recovery';
import type { Assistant } from './baari/assistant';
import { createAssistant, createChatModel } from './baari/baari-assistant';
import type { PaymentProvider } from './payments/payment-provider';
import { SandboxPaymentProvider } from './payments/sandbox-provider';
import { UploadService } from './modules/uploads/uploads.service';
import { createJobServices } from './modules/jobs/job-services';
import { InternshipService } from './modules/internships/internships.service';
import { ImmigrationService } from './modules/immigration/immigration.service';
import { createDiplomaService } from './modules/diplomas/diplomas.service';
import { ProgressService } from './modules/progress/progress.service';

/** Replaceable collaborators: tests and other deployments pass their own. */
export interface Overrides {
  mailer?: Mailer;
  /** The lab driver (tests pass a fake one; the default is the local sandbox driver). */
  driver?: LabDriver;
  paymentProvider?: PaymentProvider;
  /** Baari's answering side (tests pass a fake one; the default is createAssistant's). */
  assistant?: Assistant;
}

/** Every service of the API, built once per app from the database and the settings. */
export function createServices(db: Db, config: Config, log: FastifyBaseLogger, overrides: Overrides = {}) {
  const signer = new TokenSigner(config.jwtSecret, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds);
  const sessions = new SessionService(db, signer, config.sessionCacheSeconds);
  const tokens = new TokenService(db);
  const background = new BackgroundWork(log);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, log) : new OutboxMailer(db, log, path.join(config.dataDir, 'outbox')));
  const { labs: settings } = config;
  const MiB = 2 ** 20;
  const driver = new AvailableDriver(
    overrides.driver ??
      new LocalSandboxDriver({
        dataDir: settings.dataDir,
        uidBase: settings.uidBase,
        limits: { memoryBytes: settings.memoryMb * MiB, pids: settings.pids, cpuPercent: settings.cpuPercent },
        diskBytes: settings.diskMb * MiB,
      }),
  );
  const catalog = new CatalogService(db, config.catalogCacheSeconds, () => driver.environments);
  const currency = new CurrencyService(db);
  // The sandbox keeps its record of charges beside the data, as a gateway keeps its own: after a crash
  // mid-payment the API asks it what was charged (PaymentRecovery).
  const paymentProvider =
    overrides.paymentProvider ?? new SandboxPaymentProvider({ journalFile: path.join(config.dataDir, 'sandbox-payments.jsonl') });
  const orders = new OrderService(db, currency, tokens, paymentProvider, catalog, { maxPendingOrders: config.payments.maxPendingOrders });
  const terminals = new TerminalService(driver, log);
  const lifecycle = new LabLifecycle(db, driver, tokens, settings, log, terminals);
  // Baari's language model when BAARI_PROVIDER names one (interview feedback uses it too), else undefined.
  const baariModel = createChatModel(config.baari);
  const diplomas = createDiplomaService(db, config, log);
  return {
    db,
    config,
    signer,
    sessions,
    tokens,
    mailer,
    background,
    auth: new Authenticator(signer, sessions),
    accounts: new AccountService(db, config, sessions, tokens, mailer, background),
    currency,
    paymentProvider,
    forms: new FormService(db, mailer, background),
    orders,
    paymentRecovery: new PaymentRecovery(
      orders,
      { intervalMs: config.payments.recoveryIntervalMs, timeoutSeconds: config.payments.recoveryTimeoutSeconds },
      log,
    ),
    catalog,
    driver,
    lifecycle,
    // A completed lab may finish a declared career path: its diploma is issued then.
    instances: new InstanceService(db, catalog, tokens, driver, lifecycle, settings, (userId, labSlug) => diplomas.afterLabCompleted(userId, labSlug)),
    ratings: new RatingService(db, catalog),
    hints: new HintService(db, catalog),
    interviews: new InterviewService(db, catalog, { modelTimeoutMs: config.baari.model?.timeoutMs }),
    terminals,
    baariModel,
    baari: overrides.assistant ?? createAssistant(db, config.baari, log, baariModel),
    internships: new InternshipService(db, catalog),
    immigration: new ImmigrationService(db),
    uploads: new UploadService(db, config.dataDir),
    diplomas,
    progress: new ProgressService(db, () => driver.environments),
    ...createJobServices(db, mailer, background, config.publicSiteUrl),
  };
}

export type Services = ReturnType<typeof createServices>;
