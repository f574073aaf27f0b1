import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, signupBody, type TestApp } from '../testing/test-app';

/**
 * The log keeps what a person needs to find a fault (route, status, the database's error and the SQL
 * with its placeholders) and never a password, hash, token, card field or what a person wrote in a form
 * (docs/rules/security.md#logs). The API runs here with its production logger settings, captured line by line.
 */

let t: TestApp;
let lines: string[] = [];
const logText = () => lines.join('\n');
/**
 * The log's words without its clock, process and timing numbers, and with `ids` (a UUID in a URL)
 * named: a card's short digits (`737`) would otherwise be found inside a timestamp by chance.
 */
const logWords = (ids: string[] = []) =>
  lines
    .map((line) => {
      const { time: _time, pid: _pid, responseTime: _responseTime, ...entry } = JSON.parse(line) as Record<string, unknown>;
      return ids.reduce((text, id) => text.replaceAll(id, '<id>'), JSON.stringify(entry));
    })
    .join('\n');

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'trace', stream } });
  // Make the database refuse writes on demand, the way a full disk or a broken constraint would.
  await t.database.db.execute(sql`
    CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the database refused this write'; END $$`);
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

const failWrites = (table: string, when = 'true') =>
  t.database.db.execute(
    sql.raw(`CREATE TRIGGER refuse_${table} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION refuse_write()`),
  );
const allowWrites = (table: string) => t.database.db.execute(sql.raw(`DROP TRIGGER refuse_${table} ON ${table}`));

describe('the log holds no secrets and no personal form content', () => {
  it('a sign-up that fails in the database logs the error but not the password, its hash, the e-mail, names or telephone', async () => {
    const body = signupBody({ password: 'Tr0ub4dor&3-horse-battery', first_name: 'Zubaida', last_name: 'Qadri', telephone: '+923331234567' });
    await failWrites('users');
    const response = await t.app.inject({ method: 'POST', url: '/accounts/signup/', payload: body });
    await allowWrites('users');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/argon2|Failed query|refused/);

    const log = logText();
    expect(log).toContain('the database refused this write');
    expect(log).toContain('request failed');
    for (const secret of [body.password, '$argon2', body.email, 'Zubaida', 'Qadri', '923331234567']) expect(log).not.toContain(secret);
  });

  it('a form submission that fails logs none of what was written in it', async () => {
    const form = {
      full_name: 'Rukhsana Baig',
      email: 'rukhsana.private@example.com',
      telephone: '+971507654321',
      subject: 'My medical leave',
      message: 'Confidential: I was in hospital for surgery and need an extension.',
    };
    await failWrites('form_submissions');
    const response = await t.app.inject({ method: 'POST', url: '/forms/contact-us/', payload: form });
    await allowWrites('form_submissions');
    expect(response.statusCode).toBe(500);
    const log = logText();
    expect(log).toContain('the database refused this write');
    for (const value of ['Rukhsana', 'rukhsana.private', '971507654321', 'medical leave', 'hospital']) expect(log).not.toContain(value);
  });

  it('a payment that fails after the charge logs no card field', async () => {
    const who = await signUp(t.app);
    const order = (
      await t.app.inject({ method: 'POST', url: '/payments/orders/', headers: who.headers, payload: { item_type: 'token_pack', item_slug: 'tokens-10' } })
    ).json();
    lines = [];
    // The charge goes through; recording the paid order (with the card's last four digits) fails.
    await failWrites('orders', "NEW.status = 'paid'");
    const card = { number: '4242 4242 4242 4242', exp_month: 11, exp_year: 2031, cvc: '737', name: 'Amina Cardholder' };
    const response = await t.app.inject({ method: 'POST', url: `/payments/orders/${order.id}/pay/`, headers: who.headers, payload: { card } });
    await allowWrites('orders');
    expect(response.statusCode).toBe(500);
    expect(logText()).toContain('the database refused this write');
    const log = logWords([order.id]);
    for (const value of ['4242', '737', 'Amina Cardholder', '2031']) expect(log).not.toContain(value);
  });

  it('a mail kept in the outbox (no SMTP_URL) leaves its link and recipient out of the log, in a file the log names', async () => {
    const who = await signUp(t.app);
    lines = [];
    const response = await t.app.inject({ method: 'POST', url: '/accounts/forget-password/', payload: { email: who.user.email } });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the mail may be sent after the answer
    const log = logText();
    expect(log).not.toMatch(/token=|reset-password\?/);
    expect(log).not.toContain(who.user.email);
    const file = /"file":"([^"]+)"/.exec(log)?.[1];
    expect(file).toBeDefined();
    expect(readFileSync(file!, 'utf8')).toMatch(/reset-password\?token=/);
  });

  it('tokens in a query (a terminal ticket) and bearer tokens never reach the log', async () => {
    const who = await signUp(t.app);
    lines = [];
    await t.app.inject({
      method: 'GET',
      url: '/labs/instances/00000000-0000-4000-8000-000000000000/terminal/socket/?ticket=tkt-SECRET-123&since=0',
      headers: who.headers,
    });
    await t.app.inject({ method: 'GET', url: '/accounts/get-user/?token=tok-SECRET-456', headers: who.headers });
    await t.app.inject({ method: 'POST', url: '/accounts/refresh/', payload: { refresh_token: who.refresh_token } });
    const log = logText();
    expect(log).toContain('/terminal/socket/');
    for (const secret of ['tkt-SECRET-123', 'tok-SECRET-456', who.access_token, who.refresh_token]) expect(log).not.toContain(secret);
  });
});
