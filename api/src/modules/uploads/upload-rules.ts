import { UPLOAD_MAX_BYTES, UPLOAD_MEDIA_TYPES, type UploadPurpose } from '@ilm/contract';
import { fileTypeFromBuffer } from 'file-type/core';
import { ApiError, badRequest } from '../../http/api-error';
import { text } from './uploads.messages';

/** The longest file name kept, in characters (file systems allow 255 bytes; a learner's name is far shorter). */
export const UPLOAD_NAME_MAX_LENGTH = 200;

/** Files one learner keeps at most: a CV or two and a case's documents fit many times, a full disk does not. */
export const UPLOADS_PER_LEARNER = 50;

/** The limit in whole mebibytes, for the sentence that states it. */
export const UPLOAD_MAX_MEGABYTES = Math.floor(UPLOAD_MAX_BYTES / 2 ** 20);

// Control characters are what this matches.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Characters that change the order text is shown in: an override (U+202E turns `cv‮fdp.exe` into
 * what reads as `cvexe.pdf`), embeddings, isolates and the direction marks. A file's name needs none,
 * in any language: Arabic and Urdu names are right to left by their letters alone.
 */
const BIDI_CONTROL = /[؜‎‏‪-‮⁦-⁩]/;

/**
 * The file's name as sent, refused (never cleaned up) when it is not a plain name: a folder part
 * (`../../etc/passwd.pdf`, `C:\x\cv.pdf`, `/tmp/cv.pdf`) would be a path on someone's disk if it were ever
 * used as one, and quietly keeping the last segment would hide that the client sent something odd.
 */
export function checkFileName(name: string | undefined): string {
  if (name === undefined || name.trim() === '') throw badRequest('file', text('upload_name_missing'));
  if (/[/\\:]/.test(name) || name === '.' || name === '..') throw badRequest('file', text('upload_name_has_path'));
  if (CONTROL.test(name)) throw badRequest('file', text('v_control_character'));
  if (BIDI_CONTROL.test(name)) throw badRequest('file', text('upload_name_bidi_control'));
  if ([...name].length > UPLOAD_NAME_MAX_LENGTH) throw badRequest('file', text('upload_name_too_long', { limit: UPLOAD_NAME_MAX_LENGTH }));
  return name.trim();
}

/** 413 naming the file and the limit in megabytes. */
export const tooLarge = () => new ApiError(413, 'file_too_large', text('upload_too_large', { megabytes: UPLOAD_MAX_MEGABYTES }), 'file');

/** Types of programs a machine would run: a file of one of these is refused whatever its name says. */
const PROGRAM_TYPES = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-executable',
  'application/java-vm',
  'application/wasm',
  'application/x-msi',
  'application/vnd.microsoft.portable-executable',
]);

/** `#!` opens a script a shell would run (`#!/bin/sh`, `#!/usr/bin/env python3`). */
const isScript = (content: Uint8Array) => content[0] === 0x23 && content[1] === 0x21;

/**
 * The media type of `content`, read from its magic bytes, when `purpose` accepts it. Refused, naming
 * `file`: an empty file, a program (ELF, PE, Mach-O, a script; whatever it is called), or any other
 * type `UPLOAD_MEDIA_TYPES[purpose]` does not list (plain text has no magic bytes and is one of them).
 */
export async function acceptedMediaType(purpose: UploadPurpose, content: Uint8Array): Promise<string> {
  if (content.length === 0) throw badRequest('file', text('upload_empty'));
  if (content.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(content);
  if (isScript(content) || (detected && PROGRAM_TYPES.has(detected.mime))) throw badRequest('file', text('upload_is_program'));
  const accepted: readonly string[] = UPLOAD_MEDIA_TYPES[purpose];
  if (!detected || !accepted.includes(detected.mime)) throw badRequest('file', text(`upload_wrong_type_${purpose}`));
  return detected.mime;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The name a download is offered under: the learner's own name, its extension made to match what the
 * content is (`cv` → `cv.pdf`), for the `Content-Disposition` header as plain ASCII (`filename=`, other
 * characters as `_`) and in full UTF-8 (`filename*=`, RFC 6266), so a name in Urdu survives.
 */
export function contentDisposition(originalName: string, mediaType: string): string {
  const extension = EXTENSIONS[mediaType];
  const dot = originalName.lastIndexOf('.');
  const stem = dot > 0 ? originalName.slice(0, dot) : originalName;
  const name =
    extension && !originalName.toLowerCase().endsWith(`.${extension}`) && !(extension === 'jpg' && /\.jpe?g$/i.test(originalName))
      ? `${stem}.${extension}`
      : originalName;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
