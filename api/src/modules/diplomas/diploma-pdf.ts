import type { LanguageCode } from '@ilm/contract';
import { PDFDocument, PDFString, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { ISSUER_NAME } from './issuer';
import { ShapedText } from './pdf-text';
import { say } from './diplomas.messages';

/** What the printed diploma shows. */
export interface DiplomaPage {
  id: string;
  nameOnDiploma: string;
  /** In the page's language. */
  careerPathTitle: string;
  issuedAt: Date;
  revokedAt: Date | null;
  verificationUrl: string;
  language: LanguageCode;
}

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 60;
const QR_SIZE = 104;
const INK = rgb(0.11, 0.13, 0.16);
const ACCENT = rgb(0.06, 0.3, 0.36);
const LINK = rgb(0.05, 0.3, 0.62);
const REVOKED = rgb(0.7, 0.1, 0.1);

/** The QR code of the verification page, as the PNG the PDF embeds (error correction M: a printed code survives a crease). */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360, color: { dark: '#000000', light: '#ffffff' } });
}

/** The issue date as the page's language writes dates. */
export function diplomaDate(date: Date, language: LanguageCode): string {
  const locale = { en: 'en-GB', ar: 'ar', ur: 'ur-PK' }[language];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A clickable area that opens `url`. */
function addLink(doc: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]): void {
  const annotation = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: rect,
    Border: [0, 0, 0],
    A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
  });
  page.node.addAnnot(doc.context.register(annotation));
}

/**
 * The printable diploma: name, career path, issue date, issuer, diploma id, and the verification
 * page's address as text, as a link and as a QR code. Written in the learner's language, the page
 * mirrored for Arabic and Urdu; the address always reads left to right.
 */
export async function diplomaPdf(diploma: DiplomaPage): Promise<Uint8Array> {
  const { language } = diploma;
  const direction = language === 'en' ? 'ltr' : 'rtl';
  const doc = await PDFDocument.create();
  const page = doc.addPage([WIDTH, HEIGHT]);
  const text = new ShapedText(doc);
  const centre = WIDTH / 2;
  const maxWidth = WIDTH - 2 * MARGIN - 40;

  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: WIDTH - 68, height: HEIGHT - 68, borderColor: ACCENT, borderWidth: 0.75 });

  const line = async (words: string, y: number, size: number, options: { bold?: boolean; color?: typeof INK } = {}) => {
    const style = { size, weight: options.bold ? ('bold' as const) : ('regular' as const), color: options.color ?? INK, direction } as const;
    await text.drawCentered(page, words, centre, y, { ...style, size: text.fittingSize(words, style, maxWidth) });
  };
  await line(ISSUER_NAME, 512, 18, { bold: true, color: ACCENT });
  await line(say(language, 'diploma_pdf_heading'), 462, 40, { bold: true, color: ACCENT });
  if (diploma.revokedAt) await line(say(language, 'diploma_pdf_revoked'), 427, 16, { bold: true, color: REVOKED });
  await line(say(language, 'diploma_pdf_certifies'), 402, 16);
  await line(diploma.nameOnDiploma, 350, 34, { bold: true });
  await line(say(language, 'diploma_pdf_completed'), 308, 16);
  await line(diploma.careerPathTitle, 266, 24, { bold: true, color: ACCENT });
  await line(say(language, 'diploma_pdf_issued', { date: diplomaDate(diploma.issuedAt, language) }), 226, 14);

  // The QR code at the inline start of the bottom line, its words beside it.
  const qr = await doc.embedPng(await qrPng(diploma.verificationUrl));
  const qrX = direction === 'ltr' ? MARGIN : WIDTH - MARGIN - QR_SIZE;
  page.drawImage(qr, { x: qrX, y: MARGIN, width: QR_SIZE, height: QR_SIZE });
  addLink(doc, page, diploma.verificationUrl, [qrX, MARGIN, qrX + QR_SIZE, MARGIN + QR_SIZE]);
  const blockWidth = WIDTH - 2 * MARGIN - QR_SIZE - 24;
  const atInlineStart = async (words: string, y: number, size: number, color: typeof INK, lineDirection: 'ltr' | 'rtl' = direction) => {
    const style = { size, weight: 'regular' as const, color, direction: lineDirection };
    const fitted = { ...style, size: text.fittingSize(words, style, blockWidth) };
    const width = text.width(words, fitted);
    const x = direction === 'ltr' ? MARGIN + QR_SIZE + 24 : WIDTH - MARGIN - QR_SIZE - 24 - width;
    await text.draw(page, words, x, y, fitted);
    return { x, width, size: fitted.size };
  };
  await atInlineStart(say(language, 'diploma_pdf_verify'), MARGIN + 70, 12, INK);
  const url = await atInlineStart(diploma.verificationUrl, MARGIN + 48, 12, LINK, 'ltr');
  page.drawLine({ start: { x: url.x, y: MARGIN + 46 }, end: { x: url.x + url.width, y: MARGIN + 46 }, thickness: 0.6, color: LINK });
  addLink(doc, page, diploma.verificationUrl, [url.x, MARGIN + 44, url.x + url.width, MARGIN + 48 + url.size]);
  await atInlineStart(say(language, 'diploma_pdf_id', { id: diploma.id }), MARGIN + 22, 10, INK);

  doc.setTitle(`${diploma.nameOnDiploma}: ${diploma.careerPathTitle}`, { showInWindowTitleBar: true });
  doc.setAuthor(ISSUER_NAME);
  doc.setCreator(ISSUER_NAME);
  doc.setProducer(ISSUER_NAME);
  doc.setSubject(diploma.verificationUrl);
  doc.setLanguage(language);
  doc.setCreationDate(diploma.issuedAt);
  doc.setModificationDate(diploma.revokedAt ?? diploma.issuedAt);
  return doc.save();
}
