// The first-tap table's instrument (scripts/bench/first-tap.mjs, issue 33), on pages of its own
// whose answers are known, with the bench's Slow 4G and 4× CPU:
// - an answer the page makes from its own animation-frame callback (as the island loader carries
//   out a held tap) is counted in the frame that paints it, not one frame later, and the figure
//   runs from the touch to that frame;
// - a tap nothing answers is reported lost; a touch that lands on something else than the part
//   aimed at is reported missed, not timed.
// The pages (served here, not from dist/) write, in their answer, when they made it.
import http from 'node:http';
import { expect, test } from './fixtures.mjs';
import { measureFirstTap } from '../../scripts/bench/first-tap.mjs';

const page = (body, script) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>tap</title>
<style>button{margin:200px 40px;width:120px;height:60px}#cover{position:fixed;inset:0}</style></head>
<body>${body}<p id="out">waiting</p><script src="${script}"></script></body></html>`;

const PAGES = {
  '/in-frame.html': page('<button id="b" type="button">Tap</button>', 'in-frame.js'),
  // Made 300 ms after the click, inside an animation-frame callback registered after ours.
  '/in-frame.js': `let down = 0;
    document.getElementById('b').addEventListener('pointerdown', (e) => (down = e.timeStamp));
    document.getElementById('b').addEventListener('click', () => setTimeout(() => requestAnimationFrame((frame) => {
      document.getElementById('out').textContent = 'answered ' + (performance.now() - down).toFixed(1) + ' in frame ' + frame;
    }), 300));`,
  '/never.html': page('<button id="b" type="button">Tap</button>', 'never.js'),
  '/never.js': `document.getElementById('b').addEventListener('click', () => {});`,
  '/covered.html': page('<button id="b" type="button">Tap</button><div id="cover"></div>', 'never.js'),
};

let server;
let origin;
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = PAGES[req.url];
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': req.url.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
});
test.afterAll(() => new Promise((r) => server.close(r)));

const tap = (path) => ({ name: path, path, target: '#b', region: '#out' });

test('an answer made in a later animation-frame callback counts in the frame that paints it', async ({ browser }) => {
  const r = await measureFirstTap(browser, origin, tap('/in-frame.html'), 500);
  expect(r.error).toBeUndefined();
  expect(r).toMatchObject({ lost: false, missed: false });
  const [, madeAt, frame] = /answered ([\d.]+) in frame ([\d.]+)/.exec(r.after ?? '') ?? [];
  expect(Number(madeAt)).toBeGreaterThanOrEqual(300);
  // Seen in the frame the page made it in (the frame's time is the same for every callback of
  // a frame), not the next one, and after it was made.
  expect(r.answerFrame).toBeCloseTo(Number(frame), 3);
  expect(r.seenMs).toBeGreaterThanOrEqual(Number(madeAt));
  // And the figure is taken once that frame is made, from the touch itself.
  expect(r.ms).toBeGreaterThanOrEqual(r.seenMs);
  expect(r.tapAfterLoad).toBeGreaterThanOrEqual(500);
});

test('a tap nothing answers is lost', async ({ browser }) => {
  const r = await measureFirstTap(browser, origin, tap('/never.html'), 300, { lostAfterMs: 1500 });
  expect(r.error).toBeUndefined();
  expect(r).toMatchObject({ lost: true, missed: false });
  expect(Number.isNaN(r.ms)).toBe(true);
});

test('a touch that lands on something else is missed, not timed', async ({ browser }) => {
  const r = await measureFirstTap(browser, origin, tap('/covered.html'), 300, { lostAfterMs: 1500 });
  expect(r.error).toBeUndefined();
  expect(r.missed).toBe(true);
  expect(r.tappedOn).toBe('div');
});
