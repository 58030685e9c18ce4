// Reads the demo back-end's fixtures and turns them into the values the hooks give, keyed as SWR
// keys them, so component tests see real contract-shaped data without a network.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ops } from '@src/api/operations';

export const FIXTURES_DIR = join(import.meta.dirname, '../../demo/fixtures');

export function fixtureFile(opName: string, dir = FIXTURES_DIR): string {
  return join(dir, `${opName.replace('/', '.')}.json`);
}

/** The raw body the demo back-end would send for an operation (undefined when no fixture). */
export function rawFixture(opName: string, dir = FIXTURES_DIR): unknown {
  const f = fixtureFile(opName, dir);
  return existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : undefined;
}

/** Every fixture's raw body by operation name (`Admin/GetBirthDayList` for Admin.GetBirthDayList.json), as the prerenderer reads a back-end. */
export function fixtureBodies(dir = FIXTURES_DIR): Record<string, unknown> {
  const bodies: Record<string, unknown> = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json')))
    bodies[f.replace(/\.json$/, '').replace('.', '/')] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  return bodies;
}

/**
 * SWR fallback data for every operation: guarded fixture bodies, with `overrides` (raw bodies by
 * operation name, e.g. { GetNewsList: [] }) replacing them.
 */
export function fixtureFallback(overrides: Record<string, unknown> = {}, dir = FIXTURES_DIR): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const op of Object.values(ops) as Array<{ name: string; key: string; guard: (b: unknown) => unknown }>) {
    const body = op.name in overrides ? overrides[op.name] : rawFixture(op.name, dir);
    out[op.key] = op.guard(body);
  }
  return out;
}
