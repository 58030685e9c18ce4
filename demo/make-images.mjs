// Draws every file the fixtures name (demo/attachments/...): PNG pictures (PNG written by hand:
// zlib deflate + CRC32), one baseline JPEG encoder for the .jpg/.JPG files, and tiny PDF and
// DOCX documents for the downloads. Node built-ins only; deterministic (seeded PRNG).
// Run: node demo/make-images.mjs   (after node demo/make-fixtures.mjs)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFixtures } from './make-fixtures.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------- small utilities
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function rng(seedText) {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (lo, hi) => lo + (hi - lo) * next();
  next.int = (lo, hi) => Math.floor(next.range(lo, hi + 1));
  next.pick = (xs) => xs[Math.floor(next() * xs.length)];
  return next;
}

function hsl(h, s, l) {
  h = (((h % 360) + 360) % 360) / 360;
  s /= 100;
  l /= 100;
  const f = (n) => {
    const k = (n + h * 12) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}
const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const WHITE = [255, 255, 255];
const DARK = [40, 36, 48];

// ---------------------------------------------------------------- raster
class Canvas {
  constructor(w, h, alpha = false) {
    this.w = w;
    this.h = h;
    this.alpha = alpha;
    this.rgb = new Float32Array(w * h * 3);
    this.a = new Float32Array(w * h).fill(alpha ? 0 : 1);
  }
  /** Paint every pixel with fn(x, y) → [r, g, b]. */
  paint(fn) {
    for (let y = 0; y < this.h; y++)
      for (let x = 0; x < this.w; x++) {
        const c = fn(x, y);
        const i = (y * this.w + x) * 3;
        this.rgb[i] = c[0];
        this.rgb[i + 1] = c[1];
        this.rgb[i + 2] = c[2];
        this.a[y * this.w + x] = 1;
      }
  }
  /** Fill a shape {test(x, y), box} with a colour (or fn(x, y) → colour), anti-aliased by 4 samples. */
  fill(shape, color, opacity = 1) {
    const [bx0, by0, bx1, by1] = shape.box;
    const x0 = Math.max(0, Math.floor(bx0));
    const y0 = Math.max(0, Math.floor(by0));
    const x1 = Math.min(this.w - 1, Math.ceil(bx1));
    const y1 = Math.min(this.h - 1, Math.ceil(by1));
    const colorAt = typeof color === 'function' ? color : () => color;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        let cov = 0;
        if (shape.test(x + 0.25, y + 0.25)) cov++;
        if (shape.test(x + 0.75, y + 0.25)) cov++;
        if (shape.test(x + 0.25, y + 0.75)) cov++;
        if (shape.test(x + 0.75, y + 0.75)) cov++;
        if (!cov) continue;
        const a = (cov / 4) * opacity;
        const c = colorAt(x, y);
        const i = (y * this.w + x) * 3;
        const j = y * this.w + x;
        this.rgb[i] += (c[0] - this.rgb[i]) * a;
        this.rgb[i + 1] += (c[1] - this.rgb[i + 1]) * a;
        this.rgb[i + 2] += (c[2] - this.rgb[i + 2]) * a;
        this.a[j] = a + this.a[j] * (1 - a);
        if (this.alpha && this.a[j] > 0 && a < 1) {
          // keep straight (non-premultiplied) colour on transparent canvases
          const prev = this.a[j] - a;
          if (prev <= 0) {
            this.rgb[i] = c[0];
            this.rgb[i + 1] = c[1];
            this.rgb[i + 2] = c[2];
          }
        }
      }
  }
}

// shapes
const ellipse = (cx, cy, rx, ry = rx) => ({
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
  test: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
});
const ring = (cx, cy, r0, r1, ry0 = r0, ry1 = r1) => ({
  box: [cx - r1, cy - ry1, cx + r1, cy + ry1],
  test: (x, y) => ((x - cx) / r1) ** 2 + ((y - cy) / ry1) ** 2 <= 1 && ((x - cx) / r0) ** 2 + ((y - cy) / ry0) ** 2 > 1,
});
const rect = (x0, y0, x1, y1, r = 0) => ({
  box: [x0, y0, x1, y1],
  test: (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    if (!r) return true;
    const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
    const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
    return dx * dx + dy * dy <= r * r;
  },
});
const poly = (pts) => {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return {
    box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    test: (x, y) => {
      let inside = false;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i];
        const [xj, yj] = pts[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    },
  };
};
const below = (fn, w, h, top = 0) => ({ box: [0, top, w, h], test: (x, y) => y >= fn(x) });
const rotEllipse = (cx, cy, rx, ry, ang) => {
  const c = Math.cos(ang);
  const s = Math.sin(ang);
  const r = Math.max(rx, ry);
  return {
    box: [cx - r, cy - r, cx + r, cy + r],
    test: (x, y) => {
      const dx = x - cx;
      const dy = y - cy;
      return ((dx * c + dy * s) / rx) ** 2 + ((-dx * s + dy * c) / ry) ** 2 <= 1;
    },
  };
};
const star = (cx, cy, r0, r1, n = 5, rot = -Math.PI / 2) =>
  poly(
    Array.from({ length: n * 2 }, (_, i) => {
      const r = i % 2 ? r0 : r1;
      const a = rot + (i * Math.PI) / n;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    }),
  );

function ridgeFn(r, w, base, amp, waves = 3) {
  const parts = Array.from({ length: waves }, (_, i) => ({
    f: ((i + 1) * (1.2 + r()) * Math.PI) / w,
    p: r() * Math.PI * 2,
    a: amp / (i + 1.3),
  }));
  return (x) => base - parts.reduce((s, q) => s + q.a * Math.abs(Math.sin(x * q.f + q.p)), 0);
}

const vgrad = (top, bottom, h) => (_x, y) => mix(top, bottom, y / h);

// ---------------------------------------------------------------- motifs
function sky(cv, hue, r, night = false) {
  const top = night ? hsl(hue + 220, 45, 16) : hsl(hue, 70, 62 + r() * 8);
  const bottom = night ? hsl(hue + 260, 40, 34) : hsl(hue + 30, 80, 88);
  cv.paint(vgrad(top, bottom, cv.h));
}

function hills(cv, hue, r, { snow = true, layers = 3, base = 0.55 } = {}) {
  const { w, h } = cv;
  for (let i = 0; i < layers; i++) {
    const t = i / Math.max(1, layers - 1);
    const fn = ridgeFn(r, w, h * (base + t * 0.2), h * (0.35 - t * 0.15), 3);
    const color = mix(hsl(212 + (hue % 20), 22, 72), hsl(118 + (hue % 36), 38, 33), t);
    cv.fill(below(fn, w, h), color);
    if (snow && i === 0)
      cv.fill(
        { box: [0, 0, w, h], test: (x, y) => y >= fn(x) && y < fn(x) + h * 0.05 + h * 0.04 * Math.sin(x / 23) ** 2 && y < h * 0.42 },
        [250, 250, 255],
      );
  }
}

function tree(cv, x, y, s, hue) {
  cv.fill(rect(x - s * 0.08, y - s * 0.6, x + s * 0.08, y), hsl(25, 40, 30));
  cv.fill(ellipse(x, y - s * 0.75, s * 0.38, s * 0.42), hsl(105 + (hue % 40), 45, 34));
  cv.fill(ellipse(x - s * 0.12, y - s * 0.85, s * 0.2), hsl(100 + (hue % 40), 50, 44), 0.8);
}

function building(cv, x, y, bw, bh, hue) {
  const wall = hsl(hue + 20, 35, 88);
  const roof = hsl(hue + 350, 55, 42);
  cv.fill(rect(x, y - bh, x + bw, y), wall);
  cv.fill(
    poly([
      [x - bw * 0.05, y - bh],
      [x + bw / 2, y - bh * 1.45],
      [x + bw * 1.05, y - bh],
    ]),
    roof,
  );
  const cols = 6;
  const rows = 2;
  for (let c = 0; c < cols; c++)
    for (let rr = 0; rr < rows; rr++) {
      const wx = x + bw * (0.08 + (c * 0.86) / cols);
      const wy = y - bh * (0.85 - rr * 0.42);
      if (rr === 1 && (c === 2 || c === 3)) continue;
      cv.fill(rect(wx, wy, wx + bw * 0.09, wy + bh * 0.22, 2), hsl(hue + 190, 50, 60));
    }
  cv.fill(rect(x + bw * 0.44, y - bh * 0.38, x + bw * 0.56, y, 3), hsl(hue + 10, 40, 35));
  cv.fill(rect(x + bw * 1.15, y - bh * 1.7, x + bw * 1.16, y), DARK);
  cv.fill(
    poly([
      [x + bw * 1.16, y - bh * 1.7],
      [x + bw * 1.3, y - bh * 1.58],
      [x + bw * 1.16, y - bh * 1.45],
    ]),
    [210, 40, 50],
  );
}

const MOTIFS = {
  mountains(cv, hue, r) {
    sky(cv, hue, r);
    const { w, h } = cv;
    cv.fill(ellipse(w * r.range(0.6, 0.85), h * 0.22, h * 0.09), hsl(45, 95, 75));
    hills(cv, hue, r);
    if (r() < 0.5) cv.fill(rect(0, h * 0.8, w, h), hsl(198, 55, 58), 0.85); // a lake
    for (let i = 0; i < 5; i++) tree(cv, r.range(0, w), h * r.range(0.86, 1), h * r.range(0.15, 0.25), hue);
  },
  campus(cv, hue, r) {
    sky(cv, hue + 180, r);
    const { w, h } = cv;
    hills(cv, hue + 180, r, { layers: 2, base: 0.5 });
    cv.fill(rect(0, h * 0.78, w, h), hsl(100, 40, 45));
    building(cv, w * 0.28, h * 0.8, w * 0.4, h * 0.32, hue);
    cv.fill(
      poly([
        [w * 0.46, h],
        [w * 0.5, h * 0.8],
        [w * 0.52, h * 0.8],
        [w * 0.6, h],
      ]),
      hsl(35, 30, 75),
    );
    for (let i = 0; i < 4; i++) tree(cv, w * (0.05 + i * 0.06), h * 0.86, h * 0.3, hue + i * 5);
    tree(cv, w * 0.88, h * 0.9, h * 0.4, hue);
  },
  sports(cv, hue, r) {
    const { w, h } = cv;
    sky(cv, hue + 90, r);
    cv.fill(rect(0, h * 0.45, w, h), (x, y) => (Math.floor((x + (y - h) * 0.6) / (w / 8)) % 2 ? hsl(115, 50, 42) : hsl(115, 50, 47)));
    cv.fill(ring(w * 0.5, h * 0.72, w * 0.12 - 3, w * 0.12, h * 0.1 - 3, h * 0.1), WHITE, 0.9);
    cv.fill(rect(w * 0.5 - 2, h * 0.45, w * 0.5 + 2, h), WHITE, 0.9);
    cv.fill(rect(w * 0.04, h * 0.3, w * 0.05, h * 0.55), WHITE);
    cv.fill(rect(w * 0.04, h * 0.3, w * 0.2, h * 0.32), WHITE);
    cv.fill(rect(w * 0.19, h * 0.3, w * 0.2, h * 0.55), WHITE);
    const bx = w * r.range(0.3, 0.8);
    const by = h * r.range(0.6, 0.85);
    const br = h * 0.08;
    cv.fill(ellipse(bx + br * 0.3, by + br * 0.9, br, br * 0.25), [0, 0, 0], 0.2);
    cv.fill(ellipse(bx, by, br), WHITE);
    cv.fill(star(bx, by, br * 0.25, br * 0.4, 5), DARK);
  },
  science(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue, 60, 30), hsl(hue + 40, 60, 55), h));
    for (let i = 0; i < 3; i++) {
      const cx = w * (0.25 + i * 0.25);
      const s = h * r.range(0.3, 0.42);
      const base = h * 0.85;
      const flask = poly([
        [cx - s * 0.12, base - s],
        [cx + s * 0.12, base - s],
        [cx + s * 0.12, base - s * 0.6],
        [cx + s * 0.5, base],
        [cx - s * 0.5, base],
        [cx - s * 0.12, base - s * 0.6],
      ]);
      cv.fill(flask, WHITE, 0.85);
      const level = base - s * r.range(0.25, 0.45);
      cv.fill({ box: flask.box, test: (x, y) => y > level && flask.test(x, y) }, hsl(hue + 120 * i + 60, 80, 55));
      for (let b = 0; b < 4; b++)
        cv.fill(ellipse(cx + r.range(-s * 0.1, s * 0.1), base - s * (1.1 + b * 0.15), s * 0.04 * (b + 1)), WHITE, 0.6);
    }
    cv.fill(ring(w * 0.85, h * 0.25, h * 0.16, h * 0.17, h * 0.05, h * 0.06), WHITE, 0.6);
    cv.fill(ellipse(w * 0.85, h * 0.25, h * 0.03), hsl(hue + 180, 80, 70));
  },
  books(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue + 30, 50, 90), hsl(hue + 20, 45, 78), h));
    const shelf = h * 0.8;
    let x = w * 0.08;
    while (x < w * 0.9) {
      const bw = w * r.range(0.035, 0.07);
      const bh = h * r.range(0.35, 0.6);
      if (r() < 0.15) {
        cv.fill(
          poly([
            [x, shelf],
            [x + bw, shelf],
            [x + bw + bh * 0.35, shelf - bh * 0.95],
            [x + bh * 0.35, shelf - bh],
          ]),
          hsl(hue + r.range(0, 300), 55, 48),
        );
        x += bw + bh * 0.35;
      } else {
        cv.fill(rect(x, shelf - bh, x + bw, shelf, 2), hsl(hue + r.range(0, 300), 55, r.range(35, 55)));
        cv.fill(rect(x + bw * 0.2, shelf - bh * 0.8, x + bw * 0.8, shelf - bh * 0.75), WHITE, 0.6);
      }
      x += bw + 2;
    }
    cv.fill(rect(0, shelf, w, shelf + h * 0.05), hsl(25, 45, 32));
    cv.fill(ellipse(w * 0.9, shelf - h * 0.07, h * 0.07), hsl(0, 75, 50));
  },
  computer(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue, 50, 22), hsl(hue + 20, 55, 36), h));
    for (let i = 0; i < 10; i++) {
      const y = h * r.range(0.05, 0.95);
      cv.fill(rect(0, y, w * r.range(0.1, 0.4), y + 2), hsl(hue + 160, 70, 60), 0.4);
      cv.fill(ellipse(w * r.range(0.05, 0.4), y + 1, 4), hsl(hue + 160, 70, 60), 0.6);
    }
    cv.fill(rect(w * 0.45, h * 0.2, w * 0.9, h * 0.7, 10), hsl(hue, 15, 85));
    cv.fill(rect(w * 0.47, h * 0.23, w * 0.88, h * 0.66, 6), vgrad(hsl(hue + 170, 70, 45), hsl(hue + 200, 70, 25), h));
    cv.fill(rect(w * 0.64, h * 0.7, w * 0.71, h * 0.8), hsl(hue, 10, 70));
    cv.fill(rect(w * 0.58, h * 0.8, w * 0.77, h * 0.83, 4), hsl(hue, 10, 70));
    const rx = w * 0.22;
    cv.fill(rect(rx - h * 0.14, h * 0.45, rx + h * 0.14, h * 0.72, 14), hsl(hue + 40, 20, 80));
    cv.fill(ellipse(rx - h * 0.06, h * 0.56, h * 0.035), hsl(hue + 170, 90, 55));
    cv.fill(ellipse(rx + h * 0.06, h * 0.56, h * 0.035), hsl(hue + 170, 90, 55));
    cv.fill(rect(rx - 2, h * 0.38, rx + 2, h * 0.45), hsl(hue + 40, 20, 80));
    cv.fill(ellipse(rx, h * 0.37, h * 0.02), hsl(0, 80, 60));
  },
  art(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue + 40, 60, 94), hsl(hue, 50, 86), h));
    for (let i = 0; i < 9; i++)
      cv.fill(
        rotEllipse(r.range(0, w), r.range(0, h), w * r.range(0.08, 0.2), h * r.range(0.03, 0.06), r.range(0, Math.PI)),
        hsl(hue + i * 40, 75, 58),
        0.75,
      );
    cv.fill(ellipse(w * 0.7, h * 0.6, w * 0.18, h * 0.22), hsl(35, 45, 70));
    cv.fill(ellipse(w * 0.76, h * 0.68, w * 0.03, h * 0.05), hsl(hue + 40, 60, 94));
    for (let i = 0; i < 5; i++) cv.fill(ellipse(w * (0.6 + i * 0.045), h * (0.5 + (i % 2) * 0.04), h * 0.035), hsl(hue + i * 70, 80, 55));
  },
  music(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue, 55, 35), hsl(hue + 50, 60, 60), h));
    for (let i = 0; i < 5; i++) cv.fill(rect(0, h * (0.35 + i * 0.06), w, h * (0.35 + i * 0.06) + 2), WHITE, 0.5);
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.15);
      const y = h * (0.47 + r.range(-0.12, 0.12));
      cv.fill(rotEllipse(x, y, h * 0.04, h * 0.028, -0.4), WHITE);
      cv.fill(rect(x + h * 0.033, y - h * 0.2, x + h * 0.042, y), WHITE);
      if (i % 2)
        cv.fill(
          poly([
            [x + h * 0.042, y - h * 0.2],
            [x + h * 0.1, y - h * 0.12],
            [x + h * 0.042, y - h * 0.15],
          ]),
          WHITE,
        );
    }
  },
  celebration(cv, hue, r) {
    const { w, h } = cv;
    sky(cv, hue, r, true);
    for (let i = 0; i < 40; i++) cv.fill(ellipse(r.range(0, w), r.range(0, h * 0.6), r.range(1, 2.5)), WHITE, r.range(0.4, 0.9));
    for (let i = 0; i < 12; i++) {
      const x0 = (w / 12) * i;
      cv.fill(
        poly([
          [x0, h * 0.05],
          [x0 + w / 12, h * 0.05],
          [x0 + w / 24, h * 0.17],
        ]),
        hsl(hue + i * 50, 80, 60),
      );
    }
    const cx = w / 2;
    const cy = h * 0.58;
    for (let k = 5; k >= 1; k--) {
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 + k * 0.3;
        cv.fill(
          rotEllipse(cx + Math.cos(a) * h * 0.05 * k, cy + Math.sin(a) * h * 0.05 * k, h * 0.05, h * 0.02 * (1 + k * 0.2), a),
          hsl(hue + k * 60, 85, 55 + k * 3),
        );
      }
    }
    for (let i = 0; i < 7; i++) {
      const x = w * (0.08 + i * 0.14);
      const y = h * 0.9;
      cv.fill(ellipse(x, y - h * 0.06, h * 0.07), hsl(45, 100, 70), 0.25);
      cv.fill(ellipse(x, y, h * 0.04, h * 0.02), hsl(20, 60, 40));
      cv.fill(ellipse(x, y - h * 0.04, h * 0.012, h * 0.03), hsl(45, 100, 65));
    }
  },
  stage(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue + 240, 35, 12), hsl(hue + 250, 35, 22), h));
    cv.fill(rect(0, h * 0.75, w, h), vgrad(hsl(30, 40, 35), hsl(30, 40, 20), h));
    for (let i = 0; i < 3; i++) {
      const x = w * (0.25 + i * 0.25);
      cv.fill(
        poly([
          [x - w * 0.02, 0],
          [x + w * 0.02, 0],
          [x + w * 0.12, h * 0.85],
          [x - w * 0.12, h * 0.85],
        ]),
        hsl(hue + i * 40, 90, 80),
        0.22,
      );
      cv.fill(ellipse(x, h * 0.85, w * 0.12, h * 0.05), hsl(hue + i * 40, 90, 80), 0.3);
      const dx = x + r.range(-w * 0.03, w * 0.03);
      cv.fill(ellipse(dx, h * 0.5, h * 0.045), hsl(25, 35, 30));
      cv.fill(
        poly([
          [dx - h * 0.05, h * 0.56],
          [dx + h * 0.05, h * 0.56],
          [dx + h * 0.11, h * 0.84],
          [dx - h * 0.11, h * 0.84],
        ]),
        hsl(hue + i * 60, 75, 50),
      );
    }
    const curtain = (x0, x1, flip) =>
      cv.fill(rect(x0, 0, x1, h), (x) => hsl(350, 70, 32 + 10 * Math.sin(((x - x0) / (x1 - x0)) * Math.PI * 5 * (flip ? -1 : 1)) ** 2));
    curtain(0, w * 0.1, false);
    curtain(w * 0.9, w, true);
    cv.fill(rect(0, 0, w, h * 0.08), hsl(350, 70, 30));
  },
  trophy(cv, hue, r) {
    const { w, h } = cv;
    const c = hsl(hue + 180, 50, 30);
    const edge = hsl(hue + 200, 55, 18);
    cv.paint((x, y) => mix(c, edge, Math.min(1, Math.hypot(x - w / 2, y - h / 2) / (w * 0.6))));
    const gold = hsl(45, 90, 55);
    const cx = w / 2;
    cv.fill(ellipse(cx, h * 0.3, h * 0.22, h * 0.06), hsl(45, 90, 70));
    cv.fill(
      {
        box: [cx - h * 0.22, h * 0.3, cx + h * 0.22, h * 0.55],
        test: (x, y) => y >= h * 0.3 && ((x - cx) / (h * 0.22)) ** 2 + ((y - h * 0.3) / (h * 0.25)) ** 2 <= 1,
      },
      gold,
    );
    cv.fill(ring(cx - h * 0.22, h * 0.38, h * 0.05, h * 0.08), gold);
    cv.fill(ring(cx + h * 0.22, h * 0.38, h * 0.05, h * 0.08), gold);
    cv.fill(rect(cx - h * 0.03, h * 0.54, cx + h * 0.03, h * 0.7), gold);
    cv.fill(rect(cx - h * 0.14, h * 0.7, cx + h * 0.14, h * 0.8, 4), hsl(25, 45, 30));
    cv.fill(star(cx, h * 0.4, h * 0.03, h * 0.07), WHITE, 0.9);
    for (let i = 0; i < 8; i++) cv.fill(star(r.range(0, w), r.range(0, h), 3, 8), hsl(45, 100, 80), 0.8);
  },
  tree(cv, hue, r) {
    const { w, h } = cv;
    sky(cv, hue + 80, r);
    cv.fill(below(ridgeFn(r, w, h * 0.8, h * 0.08), w, h), hsl(110, 45, 45));
    tree(cv, w * 0.5, h * 0.85, h * 0.75, hue);
    for (let i = 0; i < 25; i++) cv.fill(ellipse(r.range(0, w), r.range(h * 0.85, h), 4), hsl(r.pick([0, 45, 300, 200]), 80, 65));
  },
  bus(cv, hue, r) {
    const { w, h } = cv;
    sky(cv, hue + 160, r);
    hills(cv, hue + 160, r, { snow: false, layers: 2, base: 0.55 });
    cv.fill(rect(0, h * 0.78, w, h), hsl(0, 0, 35));
    for (let i = 0; i < 6; i++) cv.fill(rect(w * (i / 6), h * 0.88, w * (i / 6) + w * 0.08, h * 0.9), WHITE);
    const x0 = w * 0.2;
    const x1 = w * 0.8;
    cv.fill(rect(x0, h * 0.42, x1, h * 0.82, 16), hsl(45, 95, 55));
    for (let i = 0; i < 6; i++)
      cv.fill(rect(x0 + (x1 - x0) * (0.04 + i * 0.155), h * 0.47, x0 + (x1 - x0) * (0.17 + i * 0.155), h * 0.6, 4), hsl(200, 50, 75));
    cv.fill(rect(x0, h * 0.66, x1, h * 0.69), hsl(0, 60, 45));
    for (const wx of [x0 + (x1 - x0) * 0.2, x0 + (x1 - x0) * 0.8]) {
      cv.fill(ellipse(wx, h * 0.82, h * 0.07), DARK);
      cv.fill(ellipse(wx, h * 0.82, h * 0.03), hsl(0, 0, 70));
    }
  },
  food(cv, hue, r) {
    const { w, h } = cv;
    cv.paint((x, y) => ((Math.floor(x / (w / 10)) + Math.floor(y / (h / 6))) % 2 ? hsl(hue, 50, 90) : hsl(hue, 45, 82)));
    const items = [
      [0.3, 0.5, 0.22],
      [0.7, 0.45, 0.18],
      [0.55, 0.8, 0.12],
    ];
    items.forEach(([px, py, pr], i) => {
      cv.fill(ellipse(w * px + 6, h * py + 8, h * pr), [0, 0, 0], 0.12);
      cv.fill(ellipse(w * px, h * py, h * pr), WHITE);
      cv.fill(ellipse(w * px, h * py, h * pr * 0.75), hsl(hue + 20 + i * 30, 20, 92));
      for (let k = 0; k < 5; k++)
        cv.fill(
          ellipse(w * px + r.range(-1, 1) * h * pr * 0.4, h * py + r.range(-1, 1) * h * pr * 0.4, h * pr * 0.22),
          hsl(r.pick([30, 45, 100, 0]), 70, 50),
        );
    });
  },
  health(cv, hue, r) {
    const { w, h } = cv;
    cv.paint(vgrad(hsl(hue + 180, 40, 92), hsl(hue + 190, 45, 80), h));
    const cx = w * 0.35;
    const cy = h * 0.5;
    cv.fill(ellipse(cx, cy, h * 0.3), WHITE);
    cv.fill(rect(cx - h * 0.06, cy - h * 0.2, cx + h * 0.06, cy + h * 0.2, 4), hsl(hue, 75, 50));
    cv.fill(rect(cx - h * 0.2, cy - h * 0.06, cx + h * 0.2, cy + h * 0.06, 4), hsl(hue, 75, 50));
    const hx = w * 0.72;
    const hy = h * 0.45;
    const s = h * 0.12;
    cv.fill(ellipse(hx - s * 0.5, hy, s * 0.6), hsl(hue, 80, 60));
    cv.fill(ellipse(hx + s * 0.5, hy, s * 0.6), hsl(hue, 80, 60));
    cv.fill(
      poly([
        [hx - s * 1.08, hy + s * 0.2],
        [hx + s * 1.08, hy + s * 0.2],
        [hx, hy + s * 1.5],
      ]),
      hsl(hue, 80, 60),
    );
    for (let i = 0; i < 6; i++) cv.fill(ellipse(r.range(0, w), r.range(0, h), r.range(5, 14)), WHITE, 0.5);
  },
};

function drawScene(cv, spec) {
  const r = rng(`${spec.key}:${spec.variant ?? ''}`);
  const motif = MOTIFS[spec.motif] || MOTIFS.mountains;
  motif(cv, spec.hue ?? r.int(0, 359), r);
}

function drawPerson(cv, spec) {
  const r = rng(spec.key);
  const { w, h } = cv;
  const hue = spec.hue ?? 200;
  const look = spec.look || 'm1';
  cv.paint(vgrad(hsl(hue, 55, 80), hsl(hue + 25, 50, 62), h));
  cv.fill(ellipse(w * 0.5, h * 0.5, w * 0.42), hsl(hue, 60, 88), 0.35);
  const skin = hsl(r.range(18, 30), r.range(35, 50), r.range(48, 68));
  const hair = hsl(r.range(15, 30), 30, r.range(8, 20));
  const cloth = hsl(hue + 180, 45, 38);
  const female = look.startsWith('f');
  if (female && look !== 'f2') cv.fill(ellipse(w * 0.5, h * 0.5, w * 0.22, h * 0.28), hair); // long hair behind
  cv.fill(ellipse(w * 0.5, h * 1.02, w * 0.36, h * 0.3), cloth);
  cv.fill(
    poly([
      [w * 0.44, h * 0.72],
      [w * 0.56, h * 0.72],
      [w * 0.5, h * 0.82],
    ]),
    hsl(hue + 180, 20, 92),
  );
  cv.fill(rect(w * 0.45, h * 0.56, w * 0.55, h * 0.74, 6), mix(skin, DARK, 0.1));
  cv.fill(ellipse(w * 0.5, h * 0.43, w * 0.15, h * 0.18), skin);
  if (look === 'f2') cv.fill(ellipse(w * 0.5, h * 0.22, w * 0.08), hair); // bun
  cv.fill(
    {
      box: [w * 0.33, h * 0.22, w * 0.67, h * 0.4],
      test: (x, y) =>
        ((x - w * 0.5) / (w * 0.16)) ** 2 + ((y - h * 0.41) / (h * 0.19)) ** 2 <= 1 &&
        y < h * (look === 'm3' ? 0.3 : 0.35) - (female ? 0 : Math.abs(x - w * 0.45) * 0.1),
    },
    hair,
  );
  cv.fill(ellipse(w * 0.445, h * 0.45, w * 0.014, h * 0.018), DARK);
  cv.fill(ellipse(w * 0.555, h * 0.45, w * 0.014, h * 0.018), DARK);
  cv.fill(
    {
      box: [w * 0.44, h * 0.5, w * 0.56, h * 0.56],
      test: (x, y) => {
        const d = Math.hypot(x - w * 0.5, y - h * 0.48);
        return d < w * 0.06 && d > w * 0.045 && y > h * 0.51;
      },
    },
    hsl(0, 45, 40),
  );
  if (look === 'm3') {
    cv.fill(ring(w * 0.445, h * 0.45, w * 0.03, w * 0.038), DARK);
    cv.fill(ring(w * 0.555, h * 0.45, w * 0.03, w * 0.038), DARK);
  }
}

function drawLogo(cv) {
  const { w, h } = cv;
  const cx = w / 2;
  const cy = h / 2;
  const R = w * 0.48;
  cv.fill(ellipse(cx, cy, R), hsl(45, 80, 55));
  cv.fill(ellipse(cx, cy, R * 0.9), hsl(208, 59, 30));
  const inner = ellipse(cx, cy, R * 0.84);
  cv.fill(inner, vgrad(hsl(205, 70, 55), hsl(200, 70, 80), h));
  cv.fill(ellipse(cx + R * 0.3, cy - R * 0.35, R * 0.14), hsl(40, 95, 62));
  const clip = (shape) => ({ box: shape.box, test: (x, y) => inner.test(x, y) && shape.test(x, y) });
  cv.fill(
    clip(
      poly([
        [cx - R, cy + R * 0.2],
        [cx - R * 0.35, cy - R * 0.45],
        [cx, cy - R * 0.05],
        [cx + R * 0.3, cy - R * 0.3],
        [cx + R, cy + R * 0.25],
        [cx + R, cy + R],
        [cx - R, cy + R],
      ]),
    ),
    hsl(210, 25, 45),
  );
  cv.fill(
    clip(
      poly([
        [cx - R * 0.5, cy - R * 0.3],
        [cx - R * 0.35, cy - R * 0.45],
        [cx - R * 0.2, cy - R * 0.3],
        [cx - R * 0.3, cy - R * 0.25],
        [cx - R * 0.4, cy - R * 0.3],
      ]),
    ),
    WHITE,
  );
  cv.fill(
    clip(
      poly([
        [cx + R * 0.18, cy - R * 0.18],
        [cx + R * 0.3, cy - R * 0.3],
        [cx + R * 0.42, cy - R * 0.18],
        [cx + R * 0.3, cy - R * 0.14],
      ]),
    ),
    WHITE,
  );
  cv.fill(clip(rect(cx - R, cy + R * 0.25, cx + R, cy + R)), hsl(150, 45, 32));
  cv.fill(
    poly([
      [cx - R * 0.5, cy + R * 0.28],
      [cx, cy + R * 0.4],
      [cx, cy + R * 0.72],
      [cx - R * 0.5, cy + R * 0.6],
    ]),
    WHITE,
  );
  cv.fill(
    poly([
      [cx + R * 0.5, cy + R * 0.28],
      [cx, cy + R * 0.4],
      [cx, cy + R * 0.72],
      [cx + R * 0.5, cy + R * 0.6],
    ]),
    hsl(45, 40, 92),
  );
  cv.fill(rect(cx - 1.5, cy + R * 0.4, cx + 1.5, cy + R * 0.72), hsl(208, 59, 30));
  for (let i = 0; i < 3; i++)
    cv.fill(rect(cx - R * 0.42, cy + R * (0.38 + i * 0.08), cx - R * 0.08, cy + R * (0.38 + i * 0.08) + 2), hsl(208, 30, 60), 0.7);
}

function drawEmblem(cv, spec) {
  const { w, h } = cv;
  const cx = w / 2;
  const cy = h / 2;
  const hue = spec.hue ?? 210;
  cv.fill(ellipse(cx, cy, w * 0.48), hsl(hue, 60, 28));
  cv.fill(ellipse(cx, cy, w * 0.42), WHITE);
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    cv.fill(rotEllipse(cx + Math.cos(a) * w * 0.18, cy + Math.sin(a) * w * 0.18, w * 0.15, w * 0.06, a), hsl(340 + i * 3, 65, 62));
  }
  cv.fill(star(cx, cy, w * 0.06, w * 0.14, 8), hsl(45, 90, 55));
}

// ---------------------------------------------------------------- PNG
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

export function encodePng(cv) {
  const { w, h } = cv;
  const bpp = cv.alpha ? 4 : 3;
  const stride = w * bpp;
  const px = Buffer.alloc(stride * h);
  for (let i = 0; i < w * h; i++) {
    for (let c = 0; c < 3; c++) px[i * bpp + c] = Math.max(0, Math.min(255, Math.round(cv.rgb[i * 3 + c])));
    if (cv.alpha) px[i * bpp + 3] = Math.round(Math.max(0, Math.min(1, cv.a[i])) * 255);
  }
  const raw = Buffer.alloc((stride + 1) * h);
  const line = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    const cur = px.subarray(y * stride, (y + 1) * stride);
    const prev = y ? px.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = null;
    let bestScore = Infinity;
    for (let f = 0; f < 5; f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? cur[i - bpp] : 0;
        const b = prev[i];
        const c = i >= bpp ? prev[i - bpp] : 0;
        let pred = 0;
        if (f === 1) pred = a;
        else if (f === 2) pred = b;
        else if (f === 3) pred = (a + b) >> 1;
        else if (f === 4) {
          const p = a + b - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - b);
          const pc = Math.abs(p - c);
          pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        const v = (cur[i] - pred) & 0xff;
        line[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = [f, Buffer.from(line)];
      }
    }
    raw[y * (stride + 1)] = best[0];
    best[1].copy(raw, y * (stride + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = cv.alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------- JPEG (baseline, 4:4:4)
const ZIGZAG = (() => {
  const order = [];
  for (let s = 0; s < 15; s++) {
    const cells = [];
    for (let y = 0; y < 8; y++) {
      const x = s - y;
      if (x >= 0 && x < 8) cells.push(y * 8 + x);
    }
    order.push(...(s % 2 ? cells : cells.reverse()));
  }
  return order;
})();
const Q_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
].map((q) => Math.max(1, Math.round(q / 2)));
const Q_CHROMA = Array(64).fill(20);
// Simple, valid Huffman tables: every DC category a 4-bit code, every AC symbol an 8-bit code.
const DC_SYMBOLS = Array.from({ length: 12 }, (_, i) => i);
const AC_SYMBOLS = [0x00, 0xf0];
for (let run = 0; run < 16; run++) for (let size = 1; size <= 10; size++) AC_SYMBOLS.push((run << 4) | size);
const DC_CODE = new Map(DC_SYMBOLS.map((s, i) => [s, { code: i, len: 4 }]));
const AC_CODE = new Map(AC_SYMBOLS.map((s, i) => [s, { code: i, len: 8 }]));
const COS = Array.from({ length: 64 }, (_, i) => Math.cos(((2 * (i >> 3) + 1) * (i & 7) * Math.PI) / 16)); // [x][u]

export function encodeJpeg(cv) {
  const { w, h } = cv;
  const out = [];
  let acc = 0;
  let nbits = 0;
  const bytes = [];
  const put = (code, len) => {
    for (let i = len - 1; i >= 0; i--) {
      acc = (acc << 1) | ((code >> i) & 1);
      if (++nbits === 8) {
        bytes.push(acc);
        if (acc === 0xff) bytes.push(0);
        acc = 0;
        nbits = 0;
      }
    }
  };
  const category = (v) => (v === 0 ? 0 : Math.floor(Math.log2(Math.abs(v))) + 1);
  const bitsOf = (v, s) => (v >= 0 ? v : v + (1 << s) - 1);
  const pixel = (x, y) => {
    const i = (Math.min(y, h - 1) * w + Math.min(x, w - 1)) * 3;
    return [cv.rgb[i], cv.rgb[i + 1], cv.rgb[i + 2]];
  };
  const prevDc = [0, 0, 0];
  const block = new Float64Array(64);
  for (let by = 0; by < h; by += 8)
    for (let bx = 0; bx < w; bx += 8)
      for (let comp = 0; comp < 3; comp++) {
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) {
            const [R, G, B] = pixel(bx + x, by + y);
            const v =
              comp === 0
                ? 0.299 * R + 0.587 * G + 0.114 * B
                : comp === 1
                  ? -0.168736 * R - 0.331264 * G + 0.5 * B + 128
                  : 0.5 * R - 0.418688 * G - 0.081312 * B + 128;
            block[y * 8 + x] = v - 128;
          }
        const q = comp === 0 ? Q_LUMA : Q_CHROMA;
        const coef = new Array(64);
        for (let v = 0; v < 8; v++)
          for (let u = 0; u < 8; u++) {
            let s = 0;
            for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) s += block[y * 8 + x] * COS[x * 8 + u] * COS[y * 8 + v];
            const cu = u ? 1 : Math.SQRT1_2;
            const cvv = v ? 1 : Math.SQRT1_2;
            coef[v * 8 + u] = Math.round((0.25 * cu * cvv * s) / q[v * 8 + u]);
          }
        const zz = ZIGZAG.map((i) => coef[i]);
        const diff = zz[0] - prevDc[comp];
        prevDc[comp] = zz[0];
        const dcs = category(diff);
        put(DC_CODE.get(dcs).code, 4);
        if (dcs) put(bitsOf(diff, dcs), dcs);
        let run = 0;
        for (let k = 1; k < 64; k++) {
          const v = zz[k];
          if (v === 0) {
            run++;
            continue;
          }
          while (run > 15) {
            put(AC_CODE.get(0xf0).code, 8);
            run -= 16;
          }
          const s = Math.min(10, category(v));
          put(AC_CODE.get((run << 4) | s).code, 8);
          put(bitsOf(v, s), s);
          run = 0;
        }
        if (run) put(AC_CODE.get(0x00).code, 8);
      }
  if (nbits) put((1 << (8 - nbits)) - 1, 8 - nbits);
  const seg = (marker, data) => {
    const b = Buffer.alloc(4);
    b[0] = 0xff;
    b[1] = marker;
    b.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([b, Buffer.from(data)]);
  };
  const counts = (len, n) => Array.from({ length: 16 }, (_, i) => (i === len - 1 ? n : 0));
  out.push(Buffer.from([0xff, 0xd8]));
  out.push(seg(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  out.push(seg(0xdb, [0, ...ZIGZAG.map((i) => Q_LUMA[i]), 1, ...ZIGZAG.map((i) => Q_CHROMA[i])]));
  out.push(seg(0xc0, [8, h >> 8, h & 255, w >> 8, w & 255, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]));
  out.push(seg(0xc4, [0x00, ...counts(4, 12), ...DC_SYMBOLS, 0x10, ...counts(8, AC_SYMBOLS.length), ...AC_SYMBOLS]));
  out.push(seg(0xda, [3, 1, 0x00, 2, 0x00, 3, 0x00, 0, 63, 0]));
  out.push(Buffer.from(bytes));
  out.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(out);
}

// ---------------------------------------------------------------- documents
const pdfText = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
export function makePdf(title, lines) {
  const body = [
    '0.122 0.306 0.475 rg 0 752 595 90 re f',
    '0.91 0.64 0.24 rg 0 748 595 4 re f',
    `BT 1 1 1 rg /F1 22 Tf 40 792 Td (Himalaya Vidya Mandir) Tj ET`,
    `BT 1 1 1 rg /F2 11 Tf 40 770 Td (Sanepa-2, Lalitpur, Nepal  |  01-5543210  |  info@himalayavidyamandir.edu.np) Tj ET`,
    `BT 0.1 0.1 0.1 rg /F1 18 Tf 40 700 Td (${pdfText(title)}) Tj ET`,
    `BT 0.15 0.15 0.15 rg /F2 12 Tf 40 668 Td 18 TL ${lines.map((l) => `(${pdfText(l)}) Tj T*`).join(' ')} ET`,
    `BT 0.4 0.4 0.4 rg /F2 9 Tf 40 40 Td (Demo document of a fictional school. Learning with roots, growing with wings.) Tj ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export function makeZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const time = (10 << 11) | (0 << 5);
  const date = ((2026 - 1980) << 9) | (11 << 5) | 1;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const comp = zlib.deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const nameBuf = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(comp.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(comp.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, comp);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + comp.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const xml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
export function makeDocx(title, lines) {
  const para = (text, bold = false, size = 22) =>
    `<w:p><w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
  const doc =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    para('Himalaya Vidya Mandir', true, 36) +
    para('Sanepa-2, Lalitpur, Nepal') +
    para(title, true, 28) +
    lines.map((l) => para(l)).join('') +
    '<w:sectPr/></w:body></w:document>';
  return makeZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    ['word/document.xml', doc],
  ]);
}

const DOC_LINES = {
  'Admission Form 2084': [
    'Name of the applicant: ______________________________',
    'Date of birth (B.S.): ____________   Grade applied for: ______',
    "Father's / mother's name: __________________________",
    'Contact number: ______________',
    'Previous school: ___________________________________',
    '',
    'Attach: birth certificate, last report card, two photographs.',
  ],
  'Fee Structure 2083': [
    'Nursery - UKG ........ Rs. 6,500 per month',
    'Grade 1 - 5 .......... Rs. 7,400 per month',
    'Grade 6 - 8 .......... Rs. 8,600 per month',
    'Grade 9 - 10 ......... Rs. 9,800 per month',
    'Transport (optional) . Rs. 2,200 - 3,400 per month',
    '',
    'Siblings: 15% discount. Scholarships as per government rules.',
  ],
  'Second Terminal Examination Routine 2083': [
    'Mangsir 15 ... English',
    'Mangsir 16 ... Nepali',
    'Mangsir 17 ... Mathematics',
    'Mangsir 18 ... Science and Technology',
    'Mangsir 19 ... Social Studies',
    'Mangsir 21 ... Optional subjects',
    'Mangsir 22 ... Health and Physical Education',
    '',
    'Examinations start at 10:00 AM.',
  ],
  'Scholarship Application Form': [
    'Name of the student: ______________________',
    'Grade and section: __________',
    'Reason for applying: ______________________',
    'Annual family income: ______________________',
    '',
    'Submit to the front office before Chaitra 30.',
  ],
};

function drawPoster(cv) {
  const { w, h } = cv;
  cv.paint(vgrad(hsl(45, 60, 96), hsl(40, 50, 90), h));
  cv.fill(rect(0, 0, w, h * 0.12), hsl(208, 59, 30));
  cv.fill(rect(0, h * 0.12, w, h * 0.125), hsl(38, 78, 57));
  const colors = { Holiday: hsl(0, 65, 52), Exam: hsl(30, 90, 55), Event: hsl(210, 65, 50), Meeting: hsl(125, 45, 45) };
  const r = rng('poster');
  for (let m = 0; m < 12; m++) {
    const mx = w * 0.05 + (m % 3) * w * 0.31;
    const my = h * 0.16 + Math.floor(m / 3) * h * 0.2;
    cv.fill(rect(mx, my, mx + w * 0.28, my + h * 0.18, 6), WHITE);
    cv.fill(rect(mx, my, mx + w * 0.28, my + h * 0.03, 6), hsl(208 + m * 12, 50, 45));
    for (let d = 0; d < 35; d++) {
      const cx = mx + w * 0.012 + (d % 7) * w * 0.038;
      const cy = my + h * 0.04 + Math.floor(d / 7) * h * 0.027;
      const ev = r() < 0.1 ? colors[r.pick(Object.keys(colors))] : d % 7 === 6 ? hsl(0, 60, 85) : hsl(210, 15, 92);
      cv.fill(rect(cx, cy, cx + w * 0.03, cy + h * 0.021, 2), ev);
    }
  }
}

// ---------------------------------------------------------------- main
export function renderFile(spec) {
  if (spec.kind === 'pdf') return makePdf(spec.title, DOC_LINES[spec.title] || []);
  if (spec.kind === 'docx') return makeDocx(spec.title, DOC_LINES[spec.title] || []);
  const cv = new Canvas(spec.w, spec.h, spec.kind === 'logo' || spec.kind === 'emblem');
  if (spec.kind === 'person') drawPerson(cv, spec);
  else if (spec.kind === 'logo') drawLogo(cv);
  else if (spec.kind === 'emblem') drawEmblem(cv, spec);
  else if (spec.kind === 'jpeg' && spec.title) drawPoster(cv);
  else drawScene(cv, spec);
  return spec.kind === 'jpeg' ? encodeJpeg(cv) : encodePng(cv);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const root = path.join(HERE, 'attachments');
  fs.rmSync(root, { recursive: true, force: true });
  const { images } = buildFixtures();
  let total = 0;
  for (const spec of images) {
    const buf = renderFile(spec);
    const out = path.join(root, spec.file);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, buf);
    total += buf.length;
  }
  console.log(`wrote ${images.length} files, ${(total / 1024).toFixed(0)} KB, to ${path.relative(process.cwd(), root)}`);
}
