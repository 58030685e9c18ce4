import type { LoaderImports } from './vite/low-imports';

/** Checks the size budgets on the built site in `out`, from its build record (island manifest, catalog, pages); prints each figure. */
export function sizeBudgets(built: {
  out: string;
  bundle: {
    entry: { file: string };
    named: Record<string, string>;
    modules: Record<string, { js?: string[] }>;
    loaderImports?: LoaderImports;
  };
  catalog?: unknown[];
  pages?: unknown[];
  /** What the build did to fit the home page in the first round trip (scripts/build/first-window.mjs). */
  firstScreen?: (import('./first-window').FirstScreenFit & { path: string })[];
  /** 'report': the build (the home page's HTML budget never fails it); 'hard' (default): a check on its own, CI. */
  content?: 'report' | 'hard';
}): { ok: boolean; problems: string[] };

/** What the loader imports without a reason of the page's own not to: by module id, why not up front (`page`: the marker that makes it so). */
export const NOT_UP_FRONT: Record<string, { why: string; page?: string }>;

/** The chunks the loader imports before load on a page whose HTML is `html` (each file once, with the module that brings it). */
export function loaderUpFront(args: { bundle: { entry: { file: string }; loaderImports?: LoaderImports }; html: string }): {
  files: { file: string; module: string; from: string[] }[];
  problems: string[];
};
