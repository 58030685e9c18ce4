// The fingerprint of the data the browser keeps (src/app/persisted-cache.ts): a hash of the types
// the guards in src/api/guards declare (interfaces, type aliases, the guards' signatures), with
// comments and spacing left out. Stored data is the guards' output, so when one of these types
// changes, data kept by a returning visitor's browser has the old shape and must be dropped:
// persisted-cache.ts's DATA_SHAPE must then be this value (a unit test says so).
// `npx tsx scripts/build/data-shape.ts` prints it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/** An interface: from `start` to the brace closing its body. */
function interfaceAt(src: string, start: number): string {
  let depth = 0;
  for (let i = src.indexOf('{', start); i >= 0 && i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return src.slice(start, i + 1);
  }
  return src.slice(start);
}

/** A type alias: from `start` to the `;` that ends it (outside any brackets). */
function typeAt(src: string, start: number): string {
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const c = src[i];
    if ('{([<'.includes(c)) depth++;
    else if ('})]>'.includes(c) && src[i - 1] !== '=') depth--;
    else if (c === ';' && depth <= 0) return src.slice(start, i + 1);
  }
  return src.slice(start);
}

/** The declarations of one guard file that make up the shape of its data. */
export function shapeText(src: string): string {
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:export\s+)?(interface|type)\s+\w+/gm))
    out.push(m[1] === 'interface' ? interfaceAt(src, m.index) : typeAt(src, m.index));
  // A guard's signature (name, parameters, return type), up to its body.
  for (const m of src.matchAll(/^export\s+function\s+guard\w*\([^)]*\)\s*:[^{\n]*/gm)) out.push(m[0]);
  return out
    .map((d) =>
      d
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/[^\n]*/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\n');
}

export function dataShape(dir = join(root, 'src/api/guards')): string {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const text = files.map((f) => `${f}\n${shapeText(readFileSync(join(dir, f), 'utf8'))}`).join('\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

if (process.argv[1] === import.meta.filename) console.log(dataShape());
