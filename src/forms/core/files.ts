// Checking, shrinking and carrying uploaded files. A file is accepted only when its extension is
// in the field's list AND its first bytes are that kind of file (a renamed .exe is refused), and
// when it is within the field's size limit. Files travel in form data as data URLs with their
// name: "data:image/jpeg;name=photo.jpg;base64,…" (RJSF's convention).
import { stripImageMetadata } from './image-metadata';
import { localDigits, type Lang } from '../../i18n/t';

export interface FileKind {
  mime: string;
  /** True when the first bytes belong to this kind of file. */
  magic: (bytes: Uint8Array) => boolean;
}

const starts = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);
const JPEG: FileKind = { mime: 'image/jpeg', magic: (b) => starts(b, [0xff, 0xd8, 0xff]) };

/** The kinds a form may accept, by extension. */
export const FILE_KINDS: Record<string, FileKind> = {
  png: { mime: 'image/png', magic: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  jpg: JPEG,
  jpeg: JPEG,
  pdf: { mime: 'application/pdf', magic: (b) => starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  doc: { mime: 'application/msword', magic: (b) => starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]),
  },
};

export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

/** The accepted extensions a field lists that we know how to check. */
export function acceptedKinds(accept: unknown): string[] {
  if (!Array.isArray(accept)) return [];
  return accept.map((a) => String(a).toLowerCase().replace(/^\./, '')).filter((a) => a in FILE_KINDS);
}

/** The <input accept> value: extensions and their MIME types. */
export function acceptAttribute(kinds: string[]): string {
  const parts = new Set<string>();
  for (const k of kinds) {
    parts.add(`.${k}`);
    parts.add(FILE_KINDS[k].mime);
  }
  return [...parts].join(',');
}

export type FileCheck = { ok: true; kind: string } | { ok: false; reason: 'type' | 'size' | 'read' };

async function headBytes(file: Blob, n: number): Promise<Uint8Array> {
  const part = file.slice(0, n);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
}

/** Checks a chosen file against the accepted kinds (extension and first bytes) and size limit. */
export async function checkFile(file: File, kinds: string[], maxBytes: number | undefined): Promise<FileCheck> {
  const ext = extensionOf(file.name);
  if (!kinds.includes(ext)) return { ok: false, reason: 'type' };
  if (maxBytes !== undefined && file.size > maxBytes) return { ok: false, reason: 'size' };
  if (file.size === 0) return { ok: false, reason: 'type' };
  let bytes: Uint8Array;
  try {
    bytes = await headBytes(file, 8);
  } catch {
    return { ok: false, reason: 'read' };
  }
  return FILE_KINDS[ext].magic(bytes) ? { ok: true, kind: ext } : { ok: false, reason: 'type' };
}

/** Bytes as KB with 2 decimals: '12.35 KB' (SPEC §4 documents list); in Nepali '१२.३५ KB'. */
export function formatKB(lang: Lang, bytes: number): string {
  return `${localDigits(lang, (bytes / 1024).toFixed(2))} KB`;
}

/** A size limit in KB as people read it: '500 KB', '2 MB', '1.5 MB'; in Nepali '२ MB'. */
export function formatLimit(lang: Lang, kb: number): string {
  if (kb < 1024) return `${localDigits(lang, kb)} KB`;
  const mb = kb / 1024;
  return `${localDigits(lang, Number.isInteger(mb) ? mb : mb.toFixed(1))} MB`;
}

/** The list of kinds as people read it: 'PNG, JPG, JPEG'. */
export function formatKinds(kinds: string[]): string {
  return kinds.map((k) => k.toUpperCase()).join(', ');
}

const DATA_URL = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/s;

export interface DataUrlInfo {
  mime: string;
  name: string;
  /** Decoded size in bytes. */
  size: number;
}

export function dataUrlInfo(value: unknown): DataUrlInfo | null {
  if (typeof value !== 'string') return null;
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const b64 = m[3];
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  let name = 'file';
  try {
    name = m[2] ? decodeURIComponent(m[2]) : 'file';
  } catch {
    name = m[2];
  }
  return { mime: m[1] || 'application/octet-stream', name, size: Math.max(0, Math.floor((b64.length * 3) / 4) - padding) };
}

/** Adds (or replaces) the name parameter of a data URL. */
export function withName(dataUrl: string, name: string): string {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return dataUrl;
  return `data:${m[1]};name=${encodeURIComponent(name)};base64,${m[3]}`;
}

export function dataUrlToBlob(dataUrl: string): { blob: Blob; name: string } | null {
  const info = dataUrlInfo(dataUrl);
  const m = DATA_URL.exec(dataUrl);
  if (!info || !m) return null;
  const bin = atob(m[3]);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { blob: new Blob([bytes], { type: info.mime }), name: info.name };
}

/** A blob's bytes (through FileReader: older WebViews have no Blob.arrayBuffer). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

export function readAsDataUrl(file: Blob, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(withName(reader.result as string, name)); // readAsDataURL's result is a string
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A picture that could be neither cleaned of its metadata nor drawn again: it is not kept. */
export class UncleanablePicture extends Error {}

/** The kind of picture a file is by its first bytes (whatever the browser says its type is), or null. */
function pictureKind(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (FILE_KINDS.jpg.magic(head)) return 'image/jpeg';
  if (FILE_KINDS.png.magic(head)) return 'image/png';
  return null;
}

/** Longest side of a document's picture when it has to be drawn again, in px (a page stays legible). */
export const DOCUMENT_MAX_PX = 2400;

/**
 * A document as it is kept: a JPEG or PNG (a phone's picture of a certificate) without its
 * metadata and without anything after the image (image-metadata.ts), its pixels untouched; drawn
 * again on a canvas when it cannot be cut that way; null (refuse it) when neither works. Any other
 * file (a PDF) as it is.
 */
export async function withoutMetadata(file: File): Promise<{ blob: Blob; name: string } | null> {
  const kind = pictureKind(await headBytes(file, 8));
  if (!kind) return { blob: file, name: file.name };
  const clean = stripImageMetadata(await blobBytes(file));
  if (clean) return { blob: new Blob([clean as BlobPart], { type: kind }), name: file.name };
  try {
    return { blob: await drawAgain(file, DOCUMENT_MAX_PX, 0.9), name: jpegName(file.name, 'document') };
  } catch {
    return null;
  }
}

/** Longest side of a kept photo, in px. */
export const PHOTO_MAX_PX = 1200;

/** The size a photo is scaled to: longest side at most maxPx, never enlarged. */
export function fitWithin(width: number, height: number, maxPx: number): { width: number; height: number } {
  const scale = Math.min(1, maxPx / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A photo drawn again in the browser (longest side PHOTO_MAX_PX, JPEG): a 5 MB phone photo
 * uploads as a few hundred KB, and only its pixels travel — never its EXIF (where it was taken,
 * the phone, the time), whatever its size. Where the browser cannot decode or draw it, the
 * original's metadata is cut out of its bytes instead; a photo that cannot be cleaned either way
 * is refused (null) rather than kept as it is.
 */
export async function shrinkPhoto(file: File, maxPx = PHOTO_MAX_PX, quality = 0.85): Promise<{ blob: Blob; name: string } | null> {
  try {
    return { blob: await drawAgain(file, maxPx, quality), name: jpegName(file.name, 'photo') };
  } catch {
    const clean = stripImageMetadata(await blobBytes(file));
    return clean ? { blob: new Blob([clean as BlobPart], { type: pictureKind(clean) ?? file.type }), name: file.name } : null;
  }
}

const jpegName = (name: string, fallback: string) => `${name.replace(/\.[^.]+$/, '') || fallback}.jpg`;

/** The picture's pixels drawn on a canvas (longest side at most maxPx) and encoded as a JPEG; throws where the browser cannot. */
async function drawAgain(file: Blob, maxPx: number, quality: number): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') throw new Error('no canvas');
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height, maxPx);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#fff'; // transparent PNG areas become white, not black, in a JPEG
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close(); // a decoded phone photo holds tens of MB until then
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('encode failed');
  return blob;
}
