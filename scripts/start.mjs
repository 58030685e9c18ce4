// npm start: the demo back-end and the Vite dev server together, one command, one URL.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// The dev server proxies /v1, /Attachments and /api to the demo back-end (vite.config.ts).
const { createServer } = await import('vite');
import { startDemoServer } from '../demo/server.mjs';

const backend = await startDemoServer({ port: Number(process.env.DEMO_PORT ?? 0), host: '127.0.0.1' });
process.env.DEMO_BACKEND_URL = backend.url;
const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' } });
await vite.listen();
const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${vite.config.server.port}/`;
console.log(
  `\n  School site (development) with its demo back-end: ${url}\n  (demo back-end at ${backend.url}; data from ${backend.options.fixtures})\n`,
);

const stop = async () => {
  await vite.close();
  await backend.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
