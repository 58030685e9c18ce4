// Where a prerendered page takes a file of its folder from after load (its later part, its
// freshness plan): its own build's archive, as the page writer names it
// (scripts/build/page-writer.ts: `/_b/<build time><the page's path>/<file>?b=<build time>`),
// kept for the pages opened before the next release. Not merely a file of this origin: another
// page's or another build's (or the copy beside the page, which the next release replaces) would
// not be what the page came with.
import { snapshotTime } from '../app/snapshot';

/** The folder of a site that keeps each build's page files (scripts/build/page-writer.ts: ARCHIVE_DIR). */
export const ARCHIVE_DIR = '_b';

/** A path as the page writer writes one into a page (its urlPath): encoded once, whatever it was. */
function urlPath(p: string): string {
  try {
    return encodeURI(decodeURI(p));
  } catch {
    return p;
  }
}

/**
 * The address of the page's `file` of a build (this very one unless `build` says another: the
 * newest, whose data the freshness probe reads), the page's path from data-prerendered on `root`,
 * the build time from #__snapshot; null when the page does not say which page or build it is.
 */
export function pageFileUrl(root: HTMLElement, file: string, build: number = snapshotTime(), ofBuild = false): string | null {
  const path = root.dataset.prerendered;
  if (!path?.startsWith('/') || !build) return null;
  // (`ofBuild`: the build's own file at its archive's root, not the page's: its change note.)
  const at = ofBuild ? '' : urlPath(path.replace(/\/+$/, ''));
  const url = new URL(`/${ARCHIVE_DIR}/${build}${at}/${file}?b=${build}`, location.origin);
  // (A path such as //host/… would name another origin; the archive's prefix keeps it on this one.)
  return url.origin === location.origin ? url.href : null;
}

/**
 * The address of the page's `file` as the live release has it (beside the page, not in an
 * archive): the newest build's, whichever build last wrote it (a rebuild keeps an unchanged page's
 * files as they were). Null when the page does not say which page it is.
 */
export function livePageFileUrl(root: HTMLElement, file: string): string | null {
  const path = root.dataset.prerendered;
  if (!path?.startsWith('/')) return null;
  // (A path such as //host/… names another origin: refused.)
  const url = new URL(`${urlPath(path.replace(/\/+$/, ''))}/${file}`, location.origin);
  return url.origin === location.origin ? url.href : null;
}

/** The address of the page's own `file` of this very build. */
export const ownPageFileUrl = (root: HTMLElement, file: string): string | null => pageFileUrl(root, file);
