import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@ilm/contract';
import { eq } from 'drizzle-orm';
import { uploads } from './uploads.schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '../../testing/test-app';
import { multipartBody, samples, storedFiles, upload } from './testing/upload-test-kit';

// Uploads on the real database and a real data folder: each refusal is checked for what the learner
// reads (the part named, the reason) and for what is left behind (no row, no file).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (who: SignedUp) => t.database.db.select().from(uploads).where(eq(uploads.userId, who.user.id));

/** Sends `file` as `who` and expects a refusal that names `field` and leaves nothing stored. */
async function expectRefused(who: SignedUp, response: Awaited<ReturnType<typeof upload>>, status: number, field: string, message: RegExp) {
  const before = storedFiles(t);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ field, message: expect.stringMatching(message) });
  expect(response.json().message.startsWith(`${field}: `)).toBe(true);
  expect(await rowsOf(who)).toEqual([]);
  expect(storedFiles(t)).toEqual(before);
}

describe('POST uploads/: a file that meets the rules is kept', () => {
  it('stores a PDF CV under a random name in the data folder, with its SHA-256, and answers what was kept', async () => {
    const who = await signUp(t.app, { first_name: 'Amina' });
    const response = await upload(t, who, { filename: 'Amina CV.pdf', content: samples.pdf });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      purpose: 'cv',
      file_name: 'Amina CV.pdf',
      media_type: 'application/pdf',
      size_bytes: samples.pdf.length,
      sha256: createHash('sha256').update(samples.pdf).digest('hex'),
    });
    const [row] = await rowsOf(who);
    expect(row!.storedName).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.storedName).not.toContain('Amina');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', row!.storedName))).toBe(true);
  });

  it('keeps a PNG as an immigration document, which a CV may not be', async () => {
    const who = await signUp(t.app);
    const kept = await upload(t, who, { filename: 'passport.png', content: samples.png, purpose: 'immigration_document' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().media_type).toBe('image/png');
    const refused = await upload(t, who, { filename: 'passport.png', content: samples.png });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'file', message: expect.stringContaining('must be a PDF') });
  });

  it('keeps a file name written in Urdu as the learner gave it', async () => {
    const who = await signUp(t.app);
    const { payload, headers } = multipartBody([
      { name: 'purpose', value: 'cv' },
      { name: 'file', filename: 'سی وی.pdf', content: samples.pdf },
    ]);
    const response = await t.app.inject({ method: 'POST', url: '/uploads/', payload, headers: { ...who.headers, ...headers } });
    expect(response.statusCode).toBe(201);
    expect(response.json().file_name).toBe('سی وی.pdf');
  });
});

describe('POST uploads/: bad input is refused with the part named, and nothing is stored', () => {
  let who: SignedUp;
  beforeEach(async () => {
    who = await signUp(t.app);
  });

  it('refuses a text file: its content is not a PDF', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'cv.txt', content: samples.text }), 400, 'file', /must be a PDF/);
  });

  it('refuses a text file even when it is named cv.pdf', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'cv.pdf', content: samples.text }), 400, 'file', /its name does not decide/);
  });

  it('refuses a Linux program renamed cv.pdf', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'cv.pdf', content: samples.elf }), 400, 'file', /is a program, not a document/);
  });

  it('refuses a Windows program renamed cv.pdf', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'cv.pdf', content: samples.exe }), 400, 'file', /is a program/);
  });

  it('refuses a shell script renamed cv.pdf, also as an immigration document', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'cv.pdf', content: samples.script }), 400, 'file', /is a program/);
    const asDocument = await upload(t, who, { filename: 'passport.pdf', content: samples.script, purpose: 'immigration_document' });
    await expectRefused(who, asDocument, 400, 'file', /is a program/);
  });

  it('refuses a file larger than the limit with 413, saying the limit', async () => {
    const big = Buffer.concat([samples.pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - samples.pdf.length)]);
    await expectRefused(who, await upload(t, who, { content: big }), 413, 'file', /larger than the limit of 5 MB/);
  });

  it('stops reading a body that does not say its length once the file passes the limit', async () => {
    const big = Buffer.concat([samples.pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 64 * 1024)]);
    const { payload, headers } = multipartBody([
      { name: 'purpose', value: 'cv' },
      { name: 'file', filename: 'cv.pdf', content: big },
    ]);
    // A stream has no Content-Length: only the limit while reading can stop it.
    const response = await t.app.inject({ method: 'POST', url: '/uploads/', payload: Readable.from([payload]), headers: { ...who.headers, ...headers } });
    await expectRefused(who, response, 413, 'file', /5 MB/);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = Buffer.concat([samples.pdf, Buffer.alloc(UPLOAD_MAX_BYTES - samples.pdf.length)]);
    expect((await upload(t, who, { content: exact })).statusCode).toBe(201);
  });

  it('refuses a name that climbs folders (../../etc/passwd.pdf) rather than cutting it short', async () => {
    const response = await upload(t, who, { filename: '../../etc/passwd.pdf', content: samples.pdf });
    await expectRefused(who, response, 400, 'file', /folder parts/);
  });

  it.each([
    ['a right-to-left override (U+202E, which makes a .exe read as a .pdf)', 'cv\u202Efdp.exe.pdf'],
    ['a right-to-left isolate (U+2067)', 'cv\u2067.pdf'],
    ['a direction mark (U+200F)', 'سيرة\u200F.pdf'],
  ])('refuses a name holding %s, which could disguise what the file is', async (_what, filename) => {
    await expectRefused(who, await upload(t, who, { filename, content: samples.pdf }), 400, 'file', /changes the direction text is shown in/);
  });

  it('keeps an Arabic file name as it is: its letters are right to left without any control character', async () => {
    const response = await upload(t, who, { filename: 'سيرتي الذاتية.pdf', content: samples.pdf });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ file_name: 'سيرتي الذاتية.pdf' });
  });

  it('refuses a Windows path (C:\\x\\cv.pdf) and an absolute one (/tmp/cv.pdf)', async () => {
    await expectRefused(who, await upload(t, who, { filename: 'C:\\\\x\\\\cv.pdf', content: samples.pdf }), 400, 'file', /folder parts/);
    await expectRefused(who, await upload(t, who, { filename: '/tmp/cv.pdf', content: samples.pdf }), 400, 'file', /folder parts/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(who, await upload(t, who, { content: Buffer.alloc(0) }), 400, 'file', /is empty/);
  });

  it('refuses a file without a name', async () => {
    await expectRefused(who, await upload(t, who, { filename: '', content: samples.pdf }), 400, 'file', /has no name/);
  });

  it('refuses a missing purpose, and one that is not a purpose', async () => {
    await expectRefused(who, await upload(t, who, { content: samples.pdf, purpose: null }), 400, 'purpose', /is required/);
    await expectRefused(who, await upload(t, who, { content: samples.pdf, purpose: 'avatar' }), 400, 'purpose', /must be one of: cv, immigration_document/);
  });

  it('refuses a body without a file, text sent as the file, and two files', async () => {
    const send = (parts: Parameters<typeof multipartBody>[0]) => {
      const { payload, headers } = multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/uploads/', payload, headers: { ...who.headers, ...headers } });
    };
    await expectRefused(who, await send([{ name: 'purpose', value: 'cv' }]), 400, 'file', /is required/);
    await expectRefused(
      who,
      await send([
        { name: 'purpose', value: 'cv' },
        { name: 'file', value: 'not a file' },
      ]),
      400,
      'file',
      /must be a file/,
    );
    const two = [
      { name: 'purpose', value: 'cv' },
      { name: 'file', filename: 'a.pdf', content: samples.pdf },
      { name: 'file', filename: 'b.pdf', content: samples.pdf },
    ];
    await expectRefused(who, await send(two), 400, 'file', /only one file/);
    await expectRefused(
      who,
      await send([
        { name: 'purpose', value: 'cv' },
        { name: 'avatar', filename: 'a.pdf', content: samples.pdf },
      ]),
      400,
      'avatar',
      /not a field/,
    );
  });

  it('refuses JSON with 415, and a visitor with 401', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/uploads/', headers: who.headers, payload: { purpose: 'cv', file: 'JVBERi0=' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toContain('multipart/form-data');
    const visitor = await upload(t, null, { content: samples.pdf });
    expect(visitor.statusCode).toBe(401);
    expect(await rowsOf(who)).toEqual([]);
  });

  it('says why in the request language', async () => {
    const urdu = await upload(t, who, { filename: 'cv.pdf', content: samples.elf, language: 'ur' });
    expect(urdu.json().message).toBe('file: ایک پروگرام ہے، دستاویز نہیں: پروگرام اپ لوڈ نہیں کیے جا سکتے، چاہے ان کا نام کچھ بھی ہو');
    const arabic = await upload(t, who, { filename: '../cv.pdf', content: samples.pdf, language: 'ar' });
    expect(arabic.json().message).toBe('file: اسمه يتضمن أجزاء مجلدات (/ أو \\ أو :): ارفع الملف باسمه وحده');
  });
});

describe('uploads/{id}/: only the owner reads or deletes a file', () => {
  it("downloads the owner's file as an attachment under a safe name, byte for byte", async () => {
    const who = await signUp(t.app);
    const { id } = (await upload(t, who, { filename: 'résumé; final.pdf', content: samples.pdf })).json();
    const response = await t.app.inject({ method: 'GET', url: `/uploads/${id}/`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="r_sum__ final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%3B%20final.pdf`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(samples.pdf)).toBe(true);
  });

  it("answers 404 for another learner's file, for reading and deleting, and keeps it", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = (await upload(t, owner, { content: samples.pdf })).json();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${id}/`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/uploads/${id}/`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/', headers: other.headers })).json()).toEqual({ count: 0, results: [] });
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${id}/`, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/00000000-0000-4000-8000-000000000000/`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("deletes the owner's file: the row and the file on disk are gone", async () => {
    const who = await signUp(t.app);
    const { id } = (await upload(t, who, { content: samples.pdf })).json();
    const [row] = await rowsOf(who);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/uploads/${id}/`, headers: who.headers });
    expect(deleted.statusCode).toBe(204);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', row!.storedName))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${id}/`, headers: who.headers })).statusCode).toBe(404);
  });

  it("lists the learner's files of one purpose, newest first", async () => {
    const who = await signUp(t.app);
    await upload(t, who, { filename: 'first.pdf', content: samples.pdf });
    await upload(t, who, { filename: 'scan.png', content: samples.png, purpose: 'immigration_document' });
    await upload(t, who, { filename: 'second.pdf', content: samples.pdf });
    const cvs = (await t.app.inject({ method: 'GET', url: '/uploads/?purpose=cv', headers: who.headers })).json();
    expect(cvs.results.map((file: { file_name: string }) => file.file_name)).toEqual(['second.pdf', 'first.pdf']);
  });
});
