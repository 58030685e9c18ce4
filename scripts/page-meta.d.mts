// Types for scripts/page-meta.mjs, so TypeScript tests can import it.
type Text = string | { en?: string; ne?: string };
export interface MetaRoute {
  page: string;
  title?: Text;
}
export const DESCRIPTION_MAX: number;
export function esc(s: unknown): string;
export function firstParagraph(html: string): string;
export function firstImage(html: string): string;
export function absoluteUrl(src: string, siteUrl: string): string;
export function clip(text: string, max?: number): string;
export function pageTitle(path: string, route: MetaRoute, schoolName: string): string;
export function plainTitle(path: string, route: MetaRoute): string;
export function description(o: { path: string; route: MetaRoute; html: string; schoolName: string; slogan?: string }): string;
export function pageHead(o: {
  path: string;
  route: MetaRoute;
  html: string;
  schoolName: string;
  slogan?: string;
  siteUrl?: string;
  logo?: string;
}): string;
