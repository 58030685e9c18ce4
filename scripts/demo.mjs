// npm run demo: the production build served with the demo back-end on one origin,
// 127.0.0.1:$PORT (default 4173). Builds first when there is no build, when the config (or
// SITE_CONFIG's file), a schema or the source changed since the last one (saying which), or
// when --build is given. DEMO_FIXTURES, DEMO_DELAY_MS, DEMO_FAIL, DEMO_PHOTOS and DEMO_CONTENT apply (see demo/README.md).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { startDemoServer } from '../demo/server.mjs';
import { attachmentsDir } from '../demo/attachments-dir.mjs';
import { buildTimes, shownPath, sourceTimes, staleBuild } from './build/build-staleness.ts';
import { securityHeaders } from './build/security-headers.ts';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const config = process.env.SITE_CONFIG ? resolve(process.env.SITE_CONFIG) : join(root, 'site.config.json');
const why = process.argv.includes('--build')
  ? 'building (--build)…'
  : staleBuild(buildTimes(dist), sourceTimes(root, config), shownPath(root, config));
// DEMO_PHOTOS=real: the real-kind uploads (generated at the first start), for the server and the
// build alike, so the site's copies are made from the files it serves (a build made before the
// switch is not rebuilt for it: --build). DEMO_CONTENT=years adds its pictures' addresses to them.
const photos =
  process.env.DEMO_PHOTOS || process.env.DEMO_CONTENT ? await attachmentsDir(process.env, root, { log: console.log }) : undefined;
if (why) {
  console.log(why);
  // Exit 2: built, with operations or pages the report names (hostile or broken fixtures): shown as built.
  const env = photos ? { ...process.env, DEMO_ATTACHMENTS: photos } : process.env;
  const { status } = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit', env });
  if (status !== 0 && status !== 2) process.exit(status ?? 1);
}
const server = await startDemoServer({
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
  staticDir: dist,
  headers: securityHeaders(),
  attachmentsDir: photos,
});
console.log(`School site (production build) with the demo back-end: ${server.url}/`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
