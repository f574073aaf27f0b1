import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { outbox } from '../db/schema';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/test-app';
import { SmtpMailer } from './mailer';

/** A minimal SMTP server that accepts every message and keeps what it received. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received.push(line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const log = Fastify({ logger: false }).log;

describe('SmtpMailer (SMTP_URL set)', () => {
  it('delivers through SMTP and marks the outbox row sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = new SmtpMailer(database.db, `smtp://127.0.0.1:${smtp.port}`, 'Ilm Cloud <no-reply@ilm.local>', log);
      await mailer.send({ to: 'learner@example.com', subject: 'Reset your password', text: 'Open https://ilm.example/auth/reset-password?token=abc' });
      expect(smtp.received.join('\n')).toContain('reset-password?token=abc');
      const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'learner@example.com'));
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      smtp.server.close();
    }
  });

  it('keeps the mail unsent in the outbox when the server cannot be reached, without failing the request', async () => {
    const mailer = new SmtpMailer(database.db, 'smtp://127.0.0.1:1', 'Ilm Cloud <no-reply@ilm.local>', log);
    await expect(mailer.send({ to: 'offline@example.com', subject: 'Hi', text: 'Body' })).resolves.toBeUndefined();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'offline@example.com'));
    expect(row!.sentAt).toBeNull();
  });
});
