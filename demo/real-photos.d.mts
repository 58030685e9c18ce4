// Types for demo/real-photos.mjs (the real-kind uploads of DEMO_PHOTOS=real).

export const GENERATOR_VERSION: number;
export const DEFAULT_CACHE_DIR: string;
/** The build's cap on one image's bytes (15 MB), which the oversized bad upload exceeds by a byte. */
export const DEFAULT_MAX_BYTES: number;
/** The fixtures' images `broken` replaces with bad uploads: paths under the attachments folder. */
export const BROKEN_UPLOADS: Readonly<{ missing: string; oversized: string; notImage: string; heic: string }>;

export interface RealPhotosOptions {
  /** The folder to mirror (default demo/attachments). */
  attachments?: string;
  /** Where generated files are kept (default node_modules/.cache/demo-photos). */
  cacheDir?: string;
  /** Generate only these files (paths under `attachments`); the others are copied as they are. */
  only?: string[];
  /** Put the bad uploads of BROKEN_UPLOADS in place of those images. */
  broken?: boolean;
  /** The cap the oversized upload exceeds by one byte (default env IMAGE_MAX_BYTES, else 15 MB). */
  maxBytes?: number;
  /** Images generated at once (default 2). */
  concurrency?: number;
  /** Told when generating starts and ends. */
  log?: (msg: string) => void;
}
/** A folder laid out like `attachments` with uploads of the real kind, generated once and cached. */
export function realPhotosDir(o?: RealPhotosOptions): Promise<string>;

/** The EXIF a phone writes, for sharp's withExif (IFD0 camera, IFD2 shot, IFD3 GPS), and the position in it. */
export function cameraExif(seed: string): {
  place: { name: string; lat: number; lon: number };
  lat: number;
  lon: number;
  exif: Record<'IFD0' | 'IFD2' | 'IFD3', Record<string, string>>;
};
export function cameraJpeg(source: Buffer, seed: string): Promise<Buffer>;
export function posterPng(source: Buffer, seed: string): Promise<Buffer>;
export function heicFile(width: number, height: number, seed: string): Buffer;
export function paddedPng(png: Buffer, bytes: number): Buffer;
