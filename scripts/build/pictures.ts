// The images step's set-up (scripts/build/pipeline.ts): which pictures the snapshot names, where they are
// read from (the demo's files, or the back-end and its file host over HTTP), the store of copies
// beside the releases, and how many at a time.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { attachmentsDir } from '../../demo/attachments-dir.mjs';
import { copyStore, demoLoader, httpLoader, makeImageCopies, MAX_BYTES } from './image-copies';
import type * as ServerBundle from '../../src/entry-server';

/** What the images step uses of the server bundle (src/entry-server.tsx). */
type PictureHelpers = Pick<typeof ServerBundle, 'siteConfig' | 'imageUrlsIn' | 'copyWidths' | 'CMS_UPLOAD'>;

/**
 * The copies of every picture `snapshot` names, made or found in `<publishDir>/images` and linked
 * into `site`: { copies, files, report } (scripts/build/image-copies.ts makeImageCopies).
 * IMAGE_MAX_BYTES caps a picture's size (15 MB by default), IMAGE_CONCURRENCY how many are
 * transformed at once (2 at most by default: a school's server may have 1–2 GB and 2 cores).
 */
export async function pictureCopies({
  ssr,
  snapshot,
  source,
  root,
  site,
  publishDir,
  env = process.env,
  log,
}: {
  ssr: PictureHelpers;
  snapshot: Record<string, unknown>;
  /** 'demo' (the demo's own files), or the back-end's address. */
  source: string;
  root: string;
  site: string;
  publishDir: string;
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}) {
  const maxBytes = Number(env.IMAGE_MAX_BYTES) || MAX_BYTES;
  const fileHost = env.VITE_FILE_HOST ?? ssr.siteConfig.site.fileHost;
  const load =
    source === 'demo'
      ? // (The demo's own files, as its back-end serves them: DEMO_PHOTOS=real gives uploads of the real kind.)
        demoLoader(await attachmentsDir(env, root), { maxBytes })
      : httpLoader(
          source,
          [fileHost].filter((u) => /^https?:\/\//.test(u ?? '')),
          { maxBytes },
        );
  const urls = ssr.imageUrlsIn(snapshot, fileHost);
  const { copies, files, report } = await makeImageCopies({
    urls,
    load,
    store: copyStore(join(publishDir, 'images')),
    site,
    widthsOf: ssr.copyWidths,
    person: (url) => !ssr.CMS_UPLOAD.test(new URL(url, 'http://file-host.invalid').pathname),
    concurrency: Number(env.IMAGE_CONCURRENCY) || Math.min(2, availableParallelism()),
    log,
  });
  console.log(
    `images: ${report.pictures} pictures, ${report.made} copied, ${report.reused} unchanged` +
      (report.failed.length ? `; ${report.failed.length} without new copies (named above)` : ''),
  );
  return { copies, files, report };
}
