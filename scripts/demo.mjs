// npm run demo: the production build served with the demo back-end on one origin,
// 127.0.0.1:$PORT (default 4173). Builds first when dist/ is missing or --build is given.
// DEMO_FIXTURES, DEMO_DELAY_MS and DEMO_FAIL apply (see demo/README.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { startDemoServer } from '../demo/server.mjs';
import { securityHeaders } from './security-headers.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) {
  execSync('npm run -s build', { cwd: root, stdio: 'inherit' });
}
const server = await startDemoServer({
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
  staticDir: dist,
  headers: securityHeaders(),
});
console.log(`School site (production build) with the demo back-end: ${server.url}/`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
