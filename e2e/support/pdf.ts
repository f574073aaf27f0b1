import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** A one-page CV, a real PDF (the API reads a file's type from its content, never from its name). */
export async function cvPdf(name: string, lines: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(name, { x: 56, y: 780, size: 20, font });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 740 - index * 18, size: 11, font }));
  doc.setTitle(`${name}: CV`);
  return Buffer.from(await doc.save());
}

/** What a PDF says about itself and where its link annotations lead (their URI actions), page by page. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; subject: string | undefined; links: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const links: string[] = [];
  for (const page of doc.getPages()) {
    const annotations = page.node.Annots();
    for (let index = 0; index < (annotations?.size() ?? 0); index += 1) {
      const annotation = annotations!.lookup(index, PDFDict);
      const action = annotation.lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString);
      if (uri) links.push(uri.decodeText());
    }
  }
  return { pages: doc.getPageCount(), subject: doc.getSubject(), links };
}
