// Types of demo/multipart.mjs (the demo back-end's multipart/form-data parser).
export interface Part {
  name: string;
  /** Present (possibly '') on a file part. */
  filename?: string;
  type?: string;
  body: Buffer;
}
export const MAX_PARTS: number;
export function boundaryOf(contentType: string | undefined | null, anyMultipart?: boolean): string | null;
export function headerParams(text: string): Record<string, string>;
export function parseMultipart(buf: Buffer, boundary: string | null, maxParts?: number): Part[] | null;
