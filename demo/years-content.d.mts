// Types for demo/years-content.mjs.

export const GENERATOR_VERSION: number;
export const DEFAULT_CACHE_DIR: string;
export const DEMO_FIXTURES_DIR: string;
export const YEARS: Readonly<{
  notices: number;
  validNotices: number;
  news: number;
  albums: number;
  photosPerAlbum: number;
  achievements: number;
  years: number;
}>;
export const YEARS_OPERATIONS: string[];
/** DEMO_CONTENT's value: 'years' or null; anything else throws. */
export function contentOption(env?: Record<string, string | undefined>): 'years' | null;
export function dayOf(now: number): number;
export function yearsNow(env?: Record<string, string | undefined>): number;
export function yearsContent(o?: { base?: Record<string, unknown>; now?: number }): {
  answers: {
    GetNoticeList: Record<string, unknown>[];
    GetNewsList: Record<string, unknown>[];
    GetGalleryList: Record<string, unknown>[];
    GetAchievmentList: Record<string, unknown>[];
  };
  links: Record<string, string>;
};
export function yearsFixturesDir(o?: { fixtures?: string; now?: number; cacheDir?: string }): string;
export function yearsAttachmentsDir(attachments: string, o?: { fixtures?: string; cacheDir?: string }): string;
