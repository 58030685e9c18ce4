// The studio of a production build (site.studio on) under the policy docs/deployment.md gives its
// page: the site's own CSP, no 'unsafe-eval', plus frame-src 'self' for its preview
// (securityHeaders({ studio: true })). The config's checks (precompiled), the config forms
// (RJSF with a validator that compiles nothing) and a shipped form's preview (its precompiled
// validators) all work without eval; nothing on the page tries eval or is refused by the policy.
// Only a form changed on the page needs eval, and the page says so.
// Builds the client alone, into a temporary folder, from a copy of the config with the studio on.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityHeaders } from '../../scripts/build/security-headers.ts';
import { DESKTOP, expect, test } from './fixtures.mjs';
import { armContext } from './routes-support.mjs';
import { ROOT } from './support.mjs';

const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
let dir;
let dist;

test.beforeAll(async () => {
  // A production build of the client: a minute or more on a loaded machine.
  test.setTimeout(600_000);
  dir = mkdtempSync(join(tmpdir(), 'studio-csp-'));
  dist = join(dir, 'dist');
  const config = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
  config.site.studio = true;
  writeFileSync(join(dir, 'site.config.json'), JSON.stringify(config, null, 2));
  const env = { ...process.env, SITE_CONFIG: join(dir, 'site.config.json'), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', FORCE_COLOR: '0' };
  for (const k of ['NODE_ENV', 'npm_config_production', 'VITE_API_BASE']) delete env[k];
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`vite build failed:\n${out}`))));
  });
});
test.afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

test.use({ viewport: DESKTOP });

test('the built studio works under its recommended policy, with no eval', async ({ page, context, serve }) => {
  test.setTimeout(120_000);
  const site = await serve({ staticDir: dist });
  const studioPolicy = securityHeaders({ studio: true })['Content-Security-Policy'];
  assert.doesNotMatch(studioPolicy, /unsafe-eval/);
  // The guide quotes it.
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  expect(doc).toContain(`add_header Content-Security-Policy "${studioPolicy}" always;`);
  expect(doc).toContain(`  Content-Security-Policy: ${studioPolicy}\n`);
  // The studio's page gets its own policy, as the guide's nginx location sends it; the site's
  // pages (the preview frame's included) keep the site's.
  await page.route(/\/studio(\.html)?$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': studioPolicy } });
  });
  await armContext(context);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/compiling schema|unsafe-eval|EvalError/i.test(m.text())) errors.push(m.text().slice(0, 200));
  });

  await page.goto(`${site.url}/studio`, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible({ timeout: 30_000 });
  // The config's checks ran (precompiled) and found the shipped config valid.
  await expect(page.getByRole('button', { name: 'No problems' })).toBeVisible();
  // The preview frames the site.
  await expect(page.frameLocator('iframe[data-studio-preview]').locator('[data-section="notice-bar"]')).toBeVisible({ timeout: 30_000 });
  // In either language: Nepali is the page at its Nepali address, drawn in Nepali; and back.
  const langs = page.getByRole('group', { name: 'Language of the preview' });
  await langs.getByRole('button', { name: 'नेपाली' }).click();
  const preview = page.frameLocator('iframe[data-studio-preview]');
  await expect(preview.locator('html')).toHaveAttribute('lang', 'ne', { timeout: 30_000 });
  await expect(preview.getByRole('navigation', { name: 'मुख्य मेनु' })).toBeVisible();
  await langs.getByRole('button', { name: 'English' }).click();
  await expect(preview.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 30_000 });

  // A section's settings: a form generated from the config's schema.
  await page.getByRole('button', { name: 'Settings of Notice bar' }).click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Notice');

  // The Forms panel: a delivery (a oneOf the validator picks a branch of) and a shipped form's preview.
  await page.getByRole('tab', { name: 'Forms' }).click();
  await expect(page.locator('[data-form-preview]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('cannot be shown here')).toHaveCount(0);

  // Nothing tried eval, and the policy refused nothing.
  const violations = () => page.evaluate(() => window.__cspViolations.splice(0).map((v) => `${v.directive} ${v.blocked}`));
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);

  // A form changed on the page has no precompiled code: checking and previewing it needs eval,
  // which the policy refuses. The page says so, and blames no schema.
  await page.getByRole('button', { name: 'Move Middle Name down' }).click();
  await expect(page.getByText('A changed form cannot be shown here')).toBeVisible();
  await expect(page.getByText(/not checked on this page, whose security policy allows no eval/).first()).toBeVisible();
  await expect(page.getByText('does not compile under Ajv strict mode')).toHaveCount(0);
  expect(new Set(await violations())).toEqual(new Set(['script-src eval']));
});
