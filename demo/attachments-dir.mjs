// Which folder the demo back-end serves at /Attachments/, and the build reads the demo's uploads
// from: one answer for both, so the site is built from the very files the server serves.
//   DEMO_ATTACHMENTS=/path      that folder, as it is
//   DEMO_PHOTOS=real            uploads of the real kind (demo/real-photos.mjs: 3-5 MB camera
//                               JPEGs with GPS, PNG posters), generated once and cached
//   DEMO_PHOTOS=real,broken     the same, with the four bad uploads of BROKEN_UPLOADS
//   (neither)                   demo/attachments, the small drawings
// With DEMO_CONTENT=years, the chosen folder plus a link for every picture address of the years of
// content (demo/years-content.mjs yearsAttachmentsDir).
import path from 'node:path';
import { contentOption, yearsAttachmentsDir } from './years-content.mjs';

const WORDS = ['real', 'broken'];

/**
 * @param {Record<string, string | undefined>} [env] process.env or a test's own
 * @param {string} [root] the project's root (default: this checkout's)
 * @param {{ log?: (msg: string) => void }} [o] told when photos are generated (a first start)
 * @returns {Promise<string>} an absolute folder laid out like Attachments/
 */
export async function attachmentsDir(env = process.env, root = path.join(import.meta.dirname, '..'), { log } = {}) {
  const base = await baseAttachmentsDir(env, root, { log });
  if (contentOption(env) !== 'years') return base;
  return yearsAttachmentsDir(base, {
    fixtures: env.DEMO_FIXTURES ? path.resolve(env.DEMO_FIXTURES) : path.join(root, 'demo', 'fixtures'),
    cacheDir: path.join(root, 'node_modules', '.cache', 'demo-years'),
  });
}

/** The folder before DEMO_CONTENT: DEMO_ATTACHMENTS, the real-kind photos or the drawings. */
async function baseAttachmentsDir(env, root, { log }) {
  if (env.DEMO_ATTACHMENTS) return path.resolve(env.DEMO_ATTACHMENTS);
  const attachments = path.join(root, 'demo', 'attachments');
  const words = (env.DEMO_PHOTOS ?? '')
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const unknown = words.filter((w) => !WORDS.includes(w));
  if (unknown.length) throw new Error(`DEMO_PHOTOS: unknown ${unknown.map((w) => `"${w}"`).join(', ')} (use real or real,broken)`);
  if (words.includes('broken') && !words.includes('real')) throw new Error('DEMO_PHOTOS: broken goes with real (DEMO_PHOTOS=real,broken)');
  if (!words.includes('real')) return attachments;
  // Loaded only here: the demo back-end runs on Node's built-ins unless real photos are asked for.
  const { realPhotosDir } = await import('./real-photos.mjs');
  return realPhotosDir({
    attachments,
    cacheDir: path.join(root, 'node_modules', '.cache', 'demo-photos'),
    broken: words.includes('broken'),
    log,
  });
}
