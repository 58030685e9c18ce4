// The site's config as a build has it: site.config.json (or the file SITE_CONFIG names) read and
// checked by parseSiteConfig once, at the start of the build (scripts/build/pipeline.ts), then
// handed as a value to the steps and to the Vite plugins that need it (vite.config.ts siteVite).
// A refused config stops the build there, its message naming each problem's place and fix.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseSiteConfig } from '../../src/config-check/parse-site-config';
import type { SiteConfig } from '../../src/generated/site-config';

/** The config one build is made from: its file, that file as messages name it, and its checked value. */
export interface BuildSiteConfig {
  file: string;
  shown: string;
  value: SiteConfig;
}

/** Where a build's config comes from: called as often as needed, it reads and checks the file at most once. */
export type SiteConfigSource = () => BuildSiteConfig;

/** The config file a build (or, with `serve`, the dev server) reads: SITE_CONFIG, else <root>/site.config.json. */
export function siteConfigFile(root: string, serve = false): string {
  const other = (serve ? process.env.STUDIO_CONFIG_PATH : undefined) || process.env.SITE_CONFIG;
  return other ? resolve(other) : resolve(root, 'site.config.json');
}

/** The file as messages name it: site.config.json, or another file by its path from the root. */
export function shownConfigFile(root: string, file: string): string {
  return file === resolve(root, 'site.config.json') ? 'site.config.json' : relative(root, file);
}

/** Reads and checks the build's config; throws parseSiteConfig's ConfigError (every problem, placed) when refused. */
export function readSiteConfig(root: string, file = siteConfigFile(root)): BuildSiteConfig {
  const shown = shownConfigFile(root, file);
  return { file, shown, value: parseSiteConfig(readFileSync(file, 'utf8'), { file: shown }) };
}

/** A source that reads the config the first time it is asked (the Vite CLI's builds), then gives that. */
export function lazySiteConfig(root: string): SiteConfigSource {
  let read: BuildSiteConfig | undefined;
  return () => (read ??= readSiteConfig(root));
}
