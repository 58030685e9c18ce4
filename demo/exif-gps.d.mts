// Types for demo/exif-gps.mjs.

/** The GPS position in an EXIF block (sharp's metadata().exif), in degrees; null when it has none. */
export function readGps(exif: Buffer | Uint8Array | undefined): { lat: number; lon: number } | null;
