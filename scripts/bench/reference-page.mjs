// The bench's yardstick: a school home page with no JavaScript at all — one HTML file with inline
// CSS (a header, a hero picture with explicit width and height, a heading, a few paragraphs) and
// one ~60 KB hero JPEG. It is written into the built site (dist/__bench-reference/) after the
// build, so the same server sends it with the same headers and compression as the site's pages:
// whatever the network and the machine cost, they cost it too, and the site's figures are read
// as ratios to it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderFile } from '../../demo/make-images.mjs';

export const REFERENCE_DIR = '__bench-reference';
export const REFERENCE_PATH = `/${REFERENCE_DIR}/`;
// The first-tap table's yardstick (first-tap.mjs): the same page with a menu button that opens a
// <dialog> of the links by one line of plain script (its own file: the site's CSP allows no inline
// script), what a tap costs on this machine and network when the answer needs nothing fetched
// after load. index.html itself stays free of JavaScript.
const MENU_SCRIPT = "document.getElementById('menu').addEventListener('click', () => document.getElementById('drawer').showModal());\n";
export const REFERENCE_MENU_PATH = `/${REFERENCE_DIR}/menu.html`;

// A campus scene drawn by the demo's own image code (Node built-ins only, seeded, so every run
// gets the same bytes): 880×495 comes out at about 63 KB, a typical school hero photo.
const HERO = { w: 880, h: 495 };

const page = ({ menu }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Himalaya Vidya Mandir — Lalitpur</title>
<meta name="description" content="Himalaya Vidya Mandir, a co-educational school in Lalitpur, Nepal: admissions, notices and news.">
<style>
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#fff}
  header{background:#0b4f8a;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
  header .name{font-weight:700;font-size:1.15rem;color:#fff;text-decoration:none}
  nav a{color:#dbeafe;text-decoration:none;margin-right:1rem;font-size:.95rem}
  .hero img{display:block;width:100%;height:auto}
  main{max-width:48rem;margin:0 auto;padding:1rem}
  h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem;color:#0b4f8a}
  h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
  ul{padding-left:1.2rem}
  footer{background:#f1f5f9;padding:1rem;font-size:.9rem;color:#475569;text-align:center}${
    menu
      ? `
  #menu{margin-left:auto;width:48px;height:48px;font-size:1.5rem;background:none;color:#fff;border:1px solid #dbeafe;border-radius:6px}
  dialog{margin:0 0 0 auto;height:100%;max-height:none;width:80%;border:0;padding:1rem}
  dialog a{display:block;padding:.75rem 0;color:#0b4f8a}`
      : ''
  }
</style>
</head>
<body>
<header>
  <a class="name" href="${REFERENCE_PATH}">Himalaya Vidya Mandir</a>
  <nav><a href="${REFERENCE_PATH}">Home</a><a href="${REFERENCE_PATH}">About us</a><a href="${REFERENCE_PATH}">Notices</a><a href="${REFERENCE_PATH}">Admission</a><a href="${REFERENCE_PATH}">Contact</a></nav>${
    menu
      ? `
  <button id="menu" type="button" aria-haspopup="dialog" aria-label="Open menu">☰</button>
  <dialog id="drawer" aria-label="Menu"><a href="${REFERENCE_PATH}">Home</a><a href="${REFERENCE_PATH}">About us</a><a href="${REFERENCE_PATH}">Notices</a><a href="${REFERENCE_PATH}">Admission</a><a href="${REFERENCE_PATH}">Contact</a></dialog>
  <script src="menu.js" defer></script>`
      : ''
  }
</header>
<div class="hero"><img src="hero.jpg" width="${HERO.w}" height="${HERO.h}" alt="The school's main building and playground"></div>
<main>
  <h1>Welcome to Himalaya Vidya Mandir</h1>
  <p>Since 2045 B.S. Himalaya Vidya Mandir has given the children of Lalitpur a sound education from
  nursery to grade 12, in English and Nepali, with science, management and humanities streams at
  the higher secondary level.</p>
  <p>Our teachers know every student by name. Small classes, a well-stocked library, science and
  computer laboratories, and a large playground give each child room to learn, to play and to grow.</p>
  <h2>Admissions open for 2083</h2>
  <p>Applications for nursery to grade 9 and grade 11 are open until the end of Baisakh. Entrance
  tests are held every Saturday; bring a copy of the last grade sheet and two passport photos.</p>
  <h2>Latest notices</h2>
  <ul>
    <li>Second terminal examination routine published</li>
    <li>School closed on Friday for the Teej festival</li>
    <li>Parent–teacher meeting for grades 6 to 10 on the 15th</li>
  </ul>
  <p>Office hours: Sunday to Friday, 9 am to 4 pm. Phone 01-5550123, or visit us at Jawalakhel, Lalitpur.</p>
</main>
<footer>© Himalaya Vidya Mandir, Jawalakhel, Lalitpur</footer>
</body>
</html>
`;

/** Writes the reference page (and its menu twin) into distDir; returns their site paths and the sizes. */
export function writeReference(distDir) {
  const dir = join(distDir, REFERENCE_DIR);
  mkdirSync(dir, { recursive: true });
  const jpeg = renderFile({ kind: 'jpeg', ...HERO, key: 'bench-hero', motif: 'campus', hue: 210 });
  writeFileSync(join(dir, 'hero.jpg'), jpeg);
  const html = page({ menu: false });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'menu.html'), page({ menu: true }));
  writeFileSync(join(dir, 'menu.js'), MENU_SCRIPT);
  return { path: REFERENCE_PATH, menuPath: REFERENCE_MENU_PATH, heroBytes: jpeg.length, htmlBytes: Buffer.byteLength(html) };
}

/** Takes it out again, so a dist/ deployed after a bench run does not carry it. */
export function removeReference(distDir) {
  rmSync(join(distDir, REFERENCE_DIR), { recursive: true, force: true });
}
