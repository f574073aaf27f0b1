import { createHash, randomBytes } from 'node:crypto';
import { chooseLanguage, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem, type LanguageCode, type PasswordProblem } from '@ilm/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, passwordResets, users } from './accounts.schema';
import { ApiError, conflict, unauthorized } from '../../http/api-error';
import { type Text } from '../../i18n/messages';
import type { BackgroundWork } from '../../lib/background-work';
import type { Mailer } from '../../mail/mailer';
import type { TokenService } from '../tokens/tokens.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions';
import type { UserRow } from './user-dto';
import { say, text } from './accounts.messages';

export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  telephone: string;
  country: string;
  /** The language the learner signed up in (the request's `Accept-Language`), kept as their profile language. */
  language?: LanguageCode;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  telephone?: string | null;
  country?: string | null;
  language?: LanguageCode | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The sentence for each reason of the password rule (contract/src/password-policy.ts). */
const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, Text> = {
  too_short: text('password_too_short', { min: PASSWORD_MIN_LENGTH }),
  too_long: text('password_too_long', { max: PASSWORD_MAX_LENGTH }),
  contains_email: text('password_contains_email'),
  too_guessable: text('password_too_guessable'),
};

const invalidResetToken = () => new ApiError(400, 'invalid_reset_token', text('invalid_reset_token'), 'token');
const invalidConfirmationToken = () => new ApiError(400, 'invalid_confirmation_token', text('invalid_confirmation_token'), 'token');

/** Sign-up and e-mail confirmation, sign-in, password reset and profile changes. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
  ) {}

  /**
   * Creates the account and signs it in. The sign-up bonus is not granted here but when the e-mail is
   * confirmed (`confirmEmail`): an address nobody reads earns nothing. The confirmation mail leaves
   * after the answer.
   */
  async signup(input: SignupInput) {
    await this.acceptNewPassword(input.password, input.email);
    const passwordHash = await hashPassword(input.password);
    const [user] = await this.db
      .insert(users)
      .values({
        email: input.email.trim(),
        passwordHash,
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        telephone: input.telephone,
        country: input.country.toUpperCase(),
        language: input.language ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict('email_taken', text('email_taken'));
    this.background.run('confirmation mail', () => this.sendConfirmation(user, input.language));
    return { user, ...(await this.sessions.start(user.id)) };
  }

  /**
   * Confirms the address of a confirmation link's token and grants the sign-up bonus, in one
   * transaction: the bonus is granted by the statement that sets `email_confirmed_at`, so it can be
   * granted once only. Every link of the account is void afterwards. The user's row is locked before
   * any link's (one order for every confirmation: two links opened at once wait, never deadlock).
   */
  async confirmEmail(token: string): Promise<{ tokensGranted: number }> {
    const outcome = await this.db.transaction(async (tx) => {
      const [link] = await tx
        .select({ userId: emailConfirmations.userId })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.tokenHash, sha256(token)), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, new Date())));
      if (!link) return null;
      const [confirmed] = await tx
        .update(users)
        .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(users.id, link.userId), isNull(users.emailConfirmedAt)))
        .returning({ id: users.id });
      if (!confirmed) return null;
      await tx
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(and(eq(emailConfirmations.userId, link.userId), isNull(emailConfirmations.usedAt)));
      const bonus = Math.max(this.config.signupBonusTokens, 0);
      if (bonus > 0) await this.tokens.grant(tx, link.userId, bonus, 'signup_bonus');
      return { userId: link.userId, tokensGranted: bonus };
    });
    if (!outcome) throw invalidConfirmationToken();
    this.sessions.forgetUser(outcome.userId);
    return { tokensGranted: outcome.tokensGranted };
  }

  /** Sends a new confirmation link to a learner who has not confirmed yet (409 once confirmed). */
  async resendConfirmation(userId: string, asked?: LanguageCode): Promise<void> {
    const user = await this.byId(userId);
    if (!user) throw unauthorized('session_revoked', text('session_no_longer_valid'));
    if (user.emailConfirmedAt) throw conflict('email_already_confirmed', text('email_already_confirmed'));
    this.background.run('confirmation mail', () => this.sendConfirmation(user, asked));
  }

  /**
   * A confirmation link by mail (only its hash is kept), in the language the request asked for, else
   * the learner's profile language, else English: `${PUBLIC_SITE_URL}/auth/confirm-email?token=…`.
   */
  private async sendConfirmation(user: UserRow, asked?: LanguageCode): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(emailConfirmations).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + this.config.emailConfirmationTtlSeconds * 1000),
    });
    const link = `${this.config.publicSiteUrl}/auth/confirm-email?token=${token}`;
    const days = Math.max(1, Math.round(this.config.emailConfirmationTtlSeconds / 86400));
    const language = chooseLanguage([asked, user.language]);
    const tokens = Math.max(this.config.signupBonusTokens, 0);
    await this.mailer.send({
      to: user.email,
      subject: say(language, 'mail_confirm_subject'),
      text:
        tokens > 0
          ? say(language, 'mail_confirm_body_bonus', { name: user.firstName, link, days, tokens })
          : say(language, 'mail_confirm_body', { name: user.firstName, link, days }),
    });
  }

  /**
   * The password rule (contract/src/password-policy.ts) for every new password, before it is hashed:
   * 400 naming `password` with the reason, in the request's language.
   */
  private async acceptNewPassword(password: string, email: string): Promise<void> {
    const problem = await passwordProblem(password, { email });
    if (problem) throw new ApiError(400, 'weak_password', PASSWORD_PROBLEM_TEXT[problem], 'password');
  }

  async login(email: string, password: string) {
    const user = await this.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw unauthorized('invalid_credentials', text('invalid_credentials'));
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw unauthorized('invalid_credentials', text('invalid_credentials'));
    }
    return { user, ...(await this.sessions.start(user.id)) };
  }

  /**
   * Sends a reset link when the account exists. The route runs this after answering (BackgroundWork),
   * so a known and an unknown e-mail get the same answer at the same speed. The mail is in the language
   * the request asked for, else the learner's profile language, else English.
   */
  async requestPasswordReset(email: string, asked?: LanguageCode): Promise<void> {
    const user = await this.findByEmail(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + this.config.passwordResetTtlSeconds * 1000),
    });
    const link = `${this.config.publicSiteUrl}/auth/reset-password?token=${token}`;
    const minutes = Math.round(this.config.passwordResetTtlSeconds / 60);
    const language = chooseLanguage([asked, user.language]);
    await this.mailer.send({
      to: user.email,
      subject: say(language, 'mail_reset_subject'),
      text: say(language, 'mail_reset_body', { name: user.firstName, minutes, link }),
    });
  }

  /**
   * Sets a new password from a reset link's token. The link must be unused, unexpired and asked for
   * after the password last changed; a new password the rule refuses leaves the link usable.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    const usable = and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
      sql`(${users.passwordChangedAt} is null or ${users.passwordChangedAt} < ${passwordResets.createdAt})`,
    );
    const [link] = await this.db.select({ email: users.email }).from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(usable);
    if (!link) throw invalidResetToken();
    await this.acceptNewPassword(password, link.email);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId });
      if (!spent) throw invalidResetToken();
      const changed = await this.setPassword(tx, spent.userId, passwordHash, tokenHash);
      if (!changed) throw invalidResetToken();
    });
  }

  /**
   * Every password change goes through here. It records when (`password_changed_at`), which voids
   * every reset link asked for before it, and signs out every session, which ends the SSO codes they
   * made. With `resetTokenHash`, the change happens only if that link was asked for after the last
   * change: the check and the write are one statement, so of two links racing only one wins (the
   * loser waits for the winner's row lock, then no longer matches).
   */
  private async setPassword(tx: Db, userId: string, passwordHash: string, resetTokenHash?: string): Promise<boolean> {
    const issuedAfterLastChange = resetTokenHash
      ? sql`(${users.passwordChangedAt} is null or ${users.passwordChangedAt} < (select ${passwordResets.createdAt} from ${passwordResets} where ${passwordResets.tokenHash} = ${resetTokenHash}))`
      : undefined;
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: new Date() })
      .where(and(eq(users.id, userId), issuedAfterLastChange))
      .returning({ id: users.id });
    if (!changed) return false;
    await this.sessions.revokeAllFor(userId, 'password_reset', tx);
    return true;
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow> {
    const [user] = await this.db
      .update(users)
      .set({
        firstName: changes.first_name?.trim(),
        lastName: changes.last_name?.trim(),
        telephone: changes.telephone,
        country: changes.country === undefined ? undefined : (changes.country?.toUpperCase() ?? null),
        language: changes.language,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    this.sessions.forgetUser(userId);
    return user!;
  }

  /** A fresh read (plan and balance change with orders and launches). */
  async byId(userId: string): Promise<UserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    return user;
  }

  private async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    return user;
  }
}
