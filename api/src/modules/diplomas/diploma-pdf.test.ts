import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFString } from 'pdf-lib';
import { PNG } from 'pngjs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { diplomaPdf, qrPng, type DiplomaPage } from './diploma-pdf';
import { client, DIPLOMA_ENV, learnerWithDiploma, seedShortPath } from './testing/diplomas-test-kit';
import { unprintableCharacters, visualGlyphNames } from './pdf-text';

const URL_OF_PAGE = 'https://ilm.example/diplomas/0c4d2e11-0000-4000-8000-000000000003';
const page = (changes: Partial<DiplomaPage> = {}): DiplomaPage => ({
  id: '0c4d2e11-0000-4000-8000-000000000003',
  nameOnDiploma: 'Amina Khan',
  careerPathTitle: 'Linux First Steps',
  issuedAt: new Date('2025-05-31T10:00:00Z'),
  revokedAt: null,
  verificationUrl: URL_OF_PAGE,
  language: 'en',
  ...changes,
});

/** The text a QR code in RGBA pixels holds. */
const readQr = (rgba: Uint8Array | Buffer, width: number, height: number) => jsQR(new Uint8ClampedArray(rgba), width, height)?.data;

/** The link annotations' addresses on the first page. */
function linkTargets(doc: PDFDocument): string[] {
  const annots = doc.getPage(0).node.Annots();
  if (!annots) return [];
  return annots.asArray().map((ref) => {
    const action = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
    return action.lookup(PDFName.of('URI'), PDFString).decodeText();
  });
}

/** The images drawn on the first page, as RGBA pixels (pdf-lib stores a PNG as deflated RGB). */
function images(doc: PDFDocument) {
  const xobjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  return (xobjects?.values() ?? []).flatMap((ref) => {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') return [];
    const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const rgb = inflateSync(stream.contents);
    const rgba = new Uint8Array(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
      rgba[pixel * 4 + 3] = 255;
    }
    return [{ width, height, rgba }];
  });
}

describe('the diploma PDF', () => {
  it('the QR code it embeds encodes the verification page’s address', async () => {
    const png = PNG.sync.read(await qrPng(URL_OF_PAGE));
    expect(readQr(png.data, png.width, png.height)).toBe(URL_OF_PAGE);
  });

  it('parses as an A4 landscape PDF that holds the address as a link, as its subject, and in the QR code drawn on it', async () => {
    const doc = await PDFDocument.load(await diplomaPdf(page()));
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    expect(linkTargets(doc)).toEqual([URL_OF_PAGE, URL_OF_PAGE]);
    expect(doc.getSubject()).toBe(URL_OF_PAGE);
    expect(doc.getTitle()).toBe('Amina Khan: Linux First Steps');
    expect(doc.getAuthor()).toBe('Ilm Cloud');
    const [qr] = images(doc);
    expect(qr).toBeDefined();
    expect(readQr(qr!.rgba, qr!.width, qr!.height)).toBe(URL_OF_PAGE);
  });

  it('writes a name in Arabic or Urdu letters joined and right to left, with the fonts embedded', async () => {
    // محمد: the last letter is seen first, each in its joining form.
    expect(visualGlyphNames('محمد', 'rtl')).toEqual(['uni062F.fina', 'uni0645.medi', 'uni062D.medi', 'uni0645.init']);
    expect(visualGlyphNames('مہک', 'rtl').every((name) => /\.(init|medi|fina)$/.test(name))).toBe(true);
    // A Latin word inside a right-to-left line keeps its own order.
    const mixed = visualGlyphNames('مهندس DevOps', 'rtl');
    expect(mixed.slice(0, 6)).toEqual(['D', 'e', 'v', 'O', 'p', 's']);
    const doc = await PDFDocument.load(await diplomaPdf(page({ nameOnDiploma: 'مہک خان', careerPathTitle: 'لینکس کے پہلے قدم', language: 'ur' })));
    const fonts = doc.getPage(0).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    const names = (fonts?.values() ?? []).map((ref) => doc.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))?.toString());
    expect(names.some((name) => name?.includes('NotoNaskhArabic'))).toBe(true);
    expect(linkTargets(doc)).toContain(URL_OF_PAGE);
  });

  it('prints names in Latin (with accents), Arabic and Urdu letters; anything else is not printable', () => {
    for (const name of ['Amina Khan', 'Zoë Łukasiewicz-Ñúñez', 'محمد خالد', 'مہک ٹیپو', "Sara O'Brien"]) expect(unprintableCharacters(name)).toEqual([]);
    expect(unprintableCharacters('Иван Петров').length).toBeGreaterThan(0);
    expect(unprintableCharacters('王小明')).toEqual(['王', '小', '明']);
    expect(unprintableCharacters('Amina 🎓')).toEqual(['🎓']);
  });
});

describe('GET diplomas/:id/pdf/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: DIPLOMA_ENV });
    await seedShortPath(t);
  });
  afterAll(() => t.close());

  it('answers the diploma as a PDF to anyone, in the language asked, linking to its verification page', async () => {
    const { diploma } = await learnerWithDiploma(t, 'محمد خالد');
    const response = await client(t, null).get(`/diplomas/${diploma.id}/pdf/?lang=ar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="ilm-cloud-diploma-${diploma.id}.pdf"`);
    const doc = await PDFDocument.load(response.rawPayload);
    expect(linkTargets(doc)).toEqual([diploma.verification_url, diploma.verification_url]);
    expect(doc.getTitle()).toBe('محمد خالد: الخطوات الأولى في لينكس');
    const [qr] = images(doc);
    expect(readQr(qr!.rgba, qr!.width, qr!.height)).toBe(diploma.verification_url);
  });

  it('an unknown diploma answers 404 diploma_not_found', async () => {
    const response = await client(t, null).get('/diplomas/7d3b1f0e-0000-4000-8000-000000000001/pdf/');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('diploma_not_found');
  });
});
