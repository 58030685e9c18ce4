// A photo's metadata (EXIF: GPS position, device, time; XMP, IPTC, comments) removed from its bytes,
// for the rare browser that cannot re-encode it on a canvas (files.ts shrinkPhoto re-encodes, which
// keeps only pixels) and for a document's picture, whose pixels are kept as they are. JPEG: every
// APPn segment but JFIF (APP0), the colour profile (APP2 ICC_PROFILE: not the multi-picture index
// in APP2) and Adobe's colour transform (APP14), and comments. PNG: the eXIf and text chunks and
// tIME. Both end where the image ends: a phone's motion photo (a video), a depth map or a second
// picture appended after it is cut off. Other formats, or an image that does not end where it
// should: null (the caller draws it again or refuses it, never keeps what it cannot clean).

const JPEG_KEEP = new Set([0xe0, 0xe2, 0xee]);
const PNG_DROP = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ICC_PROFILE = [...'ICC_PROFILE\0'].map((c) => c.charCodeAt(0));

/** The image without metadata, or null when it is not a JPEG or PNG this can read. */
export function stripImageMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return stripJpeg(bytes);
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return stripPng(bytes);
  return null;
}

/** After 0xFF inside a scan's data: a stuffed 0x00, a restart marker or a fill byte, not the scan's end. */
const inScan = (next: number) => next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7);

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let i = 2;
  while (i + 2 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // a fill byte before a marker
      continue;
    }
    // End of image: whatever follows is not part of it.
    if (marker === 0xd9) {
      parts.push(bytes.subarray(i, i + 2));
      return concat(parts);
    }
    if (i + 4 > bytes.length) return null;
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    if (length < 2 || i + 2 + length > bytes.length) return null;
    const isMetadata =
      (marker >= 0xe0 && marker <= 0xef && !JPEG_KEEP.has(marker)) ||
      (marker === 0xe2 && !ICC_PROFILE.every((b, k) => bytes[i + 4 + k] === b)) ||
      marker === 0xfe;
    if (!isMetadata) parts.push(bytes.subarray(i, i + 2 + length));
    i += 2 + length;
    // Start of scan: its image data runs to the next marker (a progressive JPEG has several scans).
    if (marker === 0xda) {
      const start = i;
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && !inScan(bytes[i + 1]))) i += 1;
      if (i + 1 >= bytes.length) return null; // cut short: no end of image
      parts.push(bytes.subarray(start, i));
    }
  }
  return null;
}

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
    const end = i + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(bytes[i + 4], bytes[i + 5], bytes[i + 6], bytes[i + 7]);
    if (!PNG_DROP.has(type)) parts.push(bytes.subarray(i, end));
    i = end;
    if (type === 'IEND') return concat(parts); // (and nothing after it)
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
