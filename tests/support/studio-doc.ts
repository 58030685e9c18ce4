// The studio's document as the repository holds it (site.config.json and every form under
// schemas/forms), for the studio's tests, and the home section rows in the order shown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '@src/generated/site-config';
import type { StudioDoc } from '@src/studio/use-studio';

const root = join(import.meta.dirname, '../..');
/** A JSON file of the repository, parsed. */
export const readRepoJson = (f: string) => JSON.parse(readFileSync(join(root, f), 'utf8'));
const formNames = readdirSync(join(root, 'schemas/forms'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));

export const repoStudioDoc = (): StudioDoc => ({
  config: readRepoJson('site.config.json') as SiteConfig,
  forms: Object.fromEntries(
    formNames.map((n) => [n, { schema: readRepoJson(`schemas/forms/${n}.schema.json`), ui: readRepoJson(`schemas/forms/${n}.ui.json`) }]),
  ),
});

export const sectionRowIds = () => [...document.querySelectorAll('[data-section-row]')].map((el) => el.getAttribute('data-section-row'));
