// What a Vite plugin's transform hook is given as `this` in the build, as far as our plugins use it:
// resolve(), which finds a source's .tsx or .ts file, and error(), which throws.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function pluginContext(more: Record<string, unknown> = {}) {
  return {
    ...more,
    resolve: async (spec: string, importer: string) => {
      const base = resolve(dirname(importer), spec);
      for (const ext of ['.tsx', '.ts']) {
        try {
          readFileSync(base + ext);
          return { id: base + ext };
        } catch {
          /* the next extension */
        }
      }
      return null;
    },
    error: (msg: string) => {
      throw new Error(msg);
    },
  };
}
