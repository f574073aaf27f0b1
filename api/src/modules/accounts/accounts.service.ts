import { createHash, randomBytes } from 'node:crypto';
import { chooseLanguage, type LanguageCode } from '@ilm/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { ApiError, conflict, unauthorized } from '../../http/api-error';
import { say, text } from '../../i18n/messages';
import type { Mailer } from '../../mail/mailer';
import type { TokenService } from '../tokens/tokens.service';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions';
import type { UserRow } from './user-dto';

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

/** Sign-up, sign-in, password reset and profile changes. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly tokens: TokenService,
    private readonly mailer: Mailer,
  ) {}

  async signup(input: SignupInput) {
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      const [created] = await tx
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
      if (!created) throw conflict('email_taken', 'email_taken');
      if (this.config.signupBonusTokens > 0) {
        await this.tokens.grant(tx, created.id, this.config.signupBonusTokens, 'signup_bonus');
      }
      return created;
    });
    return { user, ...(await this.sessions.start(user.id)) };
  }

  async login(email: string, password: string) {
    const user = await this.findByEmail(email);
    if (!user) {
      await burnPasswordCheck(password);
      throw unauthorized('invalid_credentials', 'invalid_credentials');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw unauthorized('invalid_credentials', 'invalid_credentials');
    }
    return { user, ...(await this.sessions.start(user.id)) };
  }

  /**
   * Sends a reset link when the account exists; the caller answers the same either way. The mail is
   * in the language the request asked for, else the learner's profile language, else English.
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

  /** Sets a new password from a reset link's token; every open session is signed out. */
  async resetPassword(token: string, password: string): Promise<void> {
    const [reset] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) {
      throw new ApiError(400, 'invalid_reset_token', text('invalid_reset_token'), 'token');
    }
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, reset.userId));
    await this.sessions.revokeAllFor(reset.userId, 'password_reset');
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow> {
    const [user] = await this.db
      .update(users)
      .set({
        firstName: changes.first_name?.trim(),
        lastName: changes.last_name?.trim(),
        telephone: changes.telephone,
        country: changes.country === undefined ? undefined : changes.country?.toUpperCase() ?? null,
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
