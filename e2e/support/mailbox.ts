import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the learner's mail program shows it. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * An SMTP server on the journeys' machine: the API is started with `SMTP_URL` pointing at it, so
 * its mails travel the way they do in production and the journey reads what arrived.
 */
export class Mailbox {
  private readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          for (const address of to) this.mails.push({ to: address, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  constructor(readonly port: number) {}

  /** What the API's `SMTP_URL` setting is for this mailbox. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The first mail to `address` that arrives within `timeoutMs` and that `match` accepts (a learner
   * gets a confirmation mail at sign-up, then maybe a reset mail: `match` tells which one is meant).
   */
  async waitFor(
    address: string,
    { match = () => true, timeoutMs = 15_000 }: { match?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mails.find((candidate) => candidate.to === address.toLowerCase() && match(candidate));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no such mail to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The first link in `mail` to `${site}${path}?token=…`, and its token. */
export function linkIn(mail: ReceivedMail, site: string, path: string): { url: string; token: string } {
  const escaped = `${site}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return { url: match[0], token: match[1]! };
}

/** A mail that carries a link to `path` (`/auth/confirm-email`, `/auth/reset-password`). */
export const linkingTo = (path: string) => (mail: ReceivedMail) => mail.text.includes(`${path}?token=`);
