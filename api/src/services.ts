import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail/mailer';
import { AccountService } from './modules/accounts/accounts.service';
import { Authenticator } from './modules/accounts/authenticate';
import { TokenSigner } from './modules/accounts/jwt';
import { SessionService } from './modules/accounts/sessions';
import { CatalogService } from './modules/catalog/catalog.service';
import { CurrencyService } from './modules/payments/currency.service';
import { TokenService } from './modules/tokens/tokens.service';

/** Replaceable collaborators: tests and other deployments pass their own. */
export interface Overrides {
  mailer?: Mailer;
}

/** Every service of the API, built once per app from the database and the settings. */
export function createServices(db: Db, config: Config, log: FastifyBaseLogger, overrides: Overrides = {}) {
  const signer = new TokenSigner(config.jwtSecret, config.accessTokenTtlSeconds, config.refreshTokenTtlSeconds);
  const sessions = new SessionService(db, signer);
  const tokens = new TokenService(db);
  const mailer =
    overrides.mailer ??
    (config.smtpUrl ? new SmtpMailer(db, config.smtpUrl, config.mailFrom, log) : new OutboxMailer(db, log));
  return {
    db,
    config,
    signer,
    sessions,
    tokens,
    mailer,
    auth: new Authenticator(signer, sessions),
    accounts: new AccountService(db, config, sessions, tokens, mailer),
    currency: new CurrencyService(db),
    catalog: new CatalogService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
