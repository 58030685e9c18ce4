// Developer aid: screenshot a page at phone and desktop width.
// node scripts/shot.mjs <url> <out-prefix>   → <out-prefix>-375.png and <out-prefix>-1366.png
import { launchChromium } from '../tests/support/chromium.mjs';

const [url, prefix = '/tmp/shot'] = process.argv.slice(2);
const browser = await launchChromium();
for (const width of [375, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console error: ${m.text()}`));
  page.on('response', (r) => r.status() >= 400 && console.log(`[${width}] HTTP ${r.status()} ${r.url()}`));
  page.on('pageerror', (e) => console.log(`[${width}] page error: ${e.message}`));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: process.argv.includes('--full') });
  await page.close();
}
await browser.close();
console.log(`saved ${prefix}-375.png and ${prefix}-1366.png`);
