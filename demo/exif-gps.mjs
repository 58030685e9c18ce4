// Reads the GPS position out of an EXIF block (sharp's metadata().exif: "Exif\0\0" then a TIFF
// header and IFDs), for tests: the demo's real-kind uploads must carry one, and a copy the build
// serves must not. sharp reports that an image has EXIF but does not parse it; this reads only
// what those tests need: IFD0's GPS pointer (tag 0x8825) and the GPS IFD's latitude/longitude.

/**
 * @param {Buffer | Uint8Array | undefined} exif
 * @returns {{ lat: number, lon: number } | null} degrees (south and west negative), or null when
 *   there is no EXIF, no GPS IFD, or no position in it
 */
export function readGps(exif) {
  if (!exif || exif.length < 14) return null;
  const buf = Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength);
  const start = buf.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const order = buf.subarray(start, start + 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (o) => (le ? buf.readUInt16LE(start + o) : buf.readUInt16BE(start + o));
  const u32 = (o) => (le ? buf.readUInt32LE(start + o) : buf.readUInt32BE(start + o));
  const inside = (o, n) => start + o + n <= buf.length;
  /** The entries of the IFD at `offset`: tag → { type, count, valueOffset } (the 4 bytes' place). */
  const ifd = (offset) => {
    const tags = new Map();
    if (!inside(offset, 2)) return tags;
    const n = u16(offset);
    for (let i = 0; i < n; i++) {
      const e = offset + 2 + i * 12;
      if (!inside(e, 12)) break;
      tags.set(u16(e), { type: u16(e + 2), count: u32(e + 4), at: e + 8 });
    }
    return tags;
  };
  const gpsPointer = ifd(u32(4)).get(0x8825);
  if (!gpsPointer) return null;
  const gps = ifd(u32(gpsPointer.at));
  const ref = (tag) => {
    const t = gps.get(tag);
    return t ? String.fromCharCode(buf[start + t.at]) : '';
  };
  /** Three RATIONALs (type 5) at the entry's offset: degrees, minutes, seconds. */
  const degrees = (tag) => {
    const t = gps.get(tag);
    if (!t || t.type !== 5 || t.count !== 3) return null;
    const o = u32(t.at);
    if (!inside(o, 24)) return null;
    const r = (k) => u32(o + k * 8) / (u32(o + k * 8 + 4) || 1);
    return r(0) + r(1) / 60 + r(2) / 3600;
  };
  const lat = degrees(2);
  const lon = degrees(4);
  if (lat === null || lon === null) return null;
  return { lat: ref(1) === 'S' ? -lat : lat, lon: ref(3) === 'W' ? -lon : lon };
}
