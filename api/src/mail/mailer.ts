import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. Every message is recorded in the outbox table; `sent_at` is set once SMTP took it. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * No SMTP server: keep the mail in the outbox table and in a text file of `folder`
 * (`<API_DATA_DIR>/outbox/`), so the flow works on one machine. The log names the file but never
 * holds the mail: its links carry tokens and its recipient is personal (docs/rules/security.md#logs).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly folder?: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text }).returning({ id: outbox.id });
    let file: string | undefined;
    if (this.folder) {
      mkdirSync(this.folder, { recursive: true, mode: 0o700 });
      file = path.join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row!.id}.txt`);
      writeFileSync(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
    }
    // Warn level: the mail was not delivered, and where to read it must show even with LOG_LEVEL=warn.
    this.log.warn({ outboxId: row!.id, file }, 'mail kept in outbox (no SMTP_URL)');
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text }).returning({ id: outbox.id });
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
    } catch (error) {
      // The caller answers 200 regardless (no account enumeration); the outbox keeps the unsent mail.
      this.log.error({ err: error, outboxId: row!.id }, 'SMTP delivery failed; mail left in outbox');
    }
  }
}
