export const FIRST_WINDOW: number;
export function brotliBytes(text: string): number;
export interface FirstScreenFit {
  configured: number;
  used: number;
  moved: string[];
  bytes: number;
  fits: boolean;
  limit: number;
}
export function fitFirstScreen<F extends { 'index.html': string }>(o: {
  sections: string[];
  configured: number;
  render: (n: number) => Promise<F>;
  first?: F;
  limit?: number;
}): Promise<{ files: F; fit: FirstScreenFit }>;
export function firstScreenNote(f: FirstScreenFit & { path: string }): string;
