// @vitest-environment node
// One broken config per rule, with the message staff would read pinned.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSiteConfig } from '@src/config-check/parse-site-config';
import { ConfigError } from '@src/config-check/config-error';

const text = readFileSync(join(import.meta.dirname, '../../../../site.config.json'), 'utf8');
const fresh = () => JSON.parse(text);

function messageOf(input: unknown, opts = {}): string {
  try {
    parseSiteConfig(input, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected the config to be rejected');
}

describe('parseSiteConfig', () => {
  it('accepts the repository config and returns it typed', () => {
    const cfg = parseSiteConfig(text);
    expect(cfg.site.branchCode).toBe('01');
    expect(cfg.home.sections.length).toBeGreaterThanOrEqual(15);
  });

  it('reports invalid JSON with line and column', () => {
    expect(messageOf('{\n  "site": {\n    "branchCode": "01",\n  }\n}').split('\n').slice(0, 3).join('\n')).toMatchInlineSnapshot(`
      "site.config.json has 14 problems:
      ✗ line 3, column 23: expected no comma after the last entry before }, found a comma.
        hint: remove this comma"
    `);
  });

  it('points a file that stops early (a bracket never closed) at its end', () => {
    expect(messageOf('{\n  "site":\n')).toContain('✗ line 2, column 10: expected a value, found the end of the file.');
    expect(messageOf('')).toContain('✗ line 1, column 1: expected a value, found the end of the file.');
  });

  it('names an unknown section type and suggests the right one', () => {
    const c = fresh();
    c.home.sections[3].type = 'abuot-teaser';
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ home.sections[3].type: expected one of the registered types (banner-popup, slider, notice-bar, about-teaser, academic-programs, birthdays, highlights, committee, messages, vision, team, services, recent-updates, feedback-testimonials, achievements, academic-calendar), found "abuot-teaser".
        hint: did you mean "about-teaser"?"
    `);
  });

  it('names a missing required field', () => {
    const c = fresh();
    delete c.site.branchCode;
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ site.branchCode: expected a value (it is required), found nothing.
        hint: add "branchCode" (Branch code sent with every back-end call ('01').)"
    `);
  });

  it('names a menu link to an undeclared route', () => {
    const c = fresh();
    c.menu.main[2].to = '/programz';
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ menu.main[2].to: expected a path declared in routes, found "/programz".
        hint: did you mean "/programs"? Or add a route for it."
    `);
  });

  it('names a wrong type', () => {
    const c = fresh();
    c.site.constants.sliderIntervalMs = '5000';
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ site.constants.sliderIntervalMs: expected a integer, found "5000".
        hint: A duration in milliseconds."
    `);
  });

  it("names a rebuild's hold on emptied lists that is not a number of minutes", () => {
    const c = fresh();
    c.site.publish.confirmEmptyMinutes = -5;
    expect(messageOf(c)).toMatch(/✗ site\.publish\.confirmEmptyMinutes: expected .*>= 0, found number -5\./);
    c.site.publish = { confirmEmptyMinute: 60 };
    expect(messageOf(c)).toMatch(/✗ site\.publish\.confirmEmptyMinute: .*\n\s+hint: did you mean "confirmEmptyMinutes"\?/);
    delete c.site.publish;
    expect(parseSiteConfig(c).site.publish).toBeUndefined();
  });

  it("names a default language that is not one of the site's two", () => {
    const c = fresh();
    c.site.defaultLanguage = 'np';
    expect(messageOf(c)).toMatch(
      /✗ site\.defaultLanguage: expected one of "en", "ne"|✗ site\.defaultLanguage: expected .*en.*ne.*, found "np"/,
    );
    c.site.defaultLanguage = 'ne';
    expect(parseSiteConfig(c).site.defaultLanguage).toBe('ne');
  });

  it('names a misspelt setting and a text of the wrong shape', () => {
    const c = fresh();
    c.site.titel = 'x';
    c.home.sections[4].props.heading = 5;
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ site.titel: expected one of the known settings (branchCode, apiBase, fileHost, title, theme, erpLogin, feedbackPassKey, tcPassKey, alumniHashKey, studio, constants, siteUrl, freshnessMinutes, defaultLanguage, publish, liveOnly), found an unknown setting "titel".
        hint: did you mean "title"?
      ✗ home.sections[4].props.heading: expected a text: a string, or { "en": "…", "ne": "…" }, found number 5."
    `);
  });

  it('refuses a live-only name that is no operation of the site, suggesting the right one (a typo would publish birthdays)', () => {
    const c = fresh();
    c.site.liveOnly = ['Admin/GetBirthdayList', 'GetBirthDayList', 'GetNoticeList', 'GetSomethingElse'];
    const message = messageOf(c);
    expect(message.split('\n')[0]).toBe('site.config.json has 3 problems:');
    expect(message).toContain('✗ site.liveOnly[0]: expected the name of an operation the site reads (GetSliderList, ');
    expect(message).toMatch(
      /expected the name of an operation the site reads \([^)]*, Admin\/GetBirthDayList,[^)]*\), found "Admin\/GetBirthdayList"\./,
    );
    // Without its controller, as the API's other names are written.
    expect(message).toContain('found "GetBirthDayList".\n  hint: did you mean "Admin/GetBirthDayList"?');
    expect(message).toContain('found "GetSomethingElse".\n  hint: write it as the API names it');
    expect(message).not.toContain('liveOnly[2]');
  });

  it('places a misspelt live-only name on its line in the file', () => {
    const bad = text.replace('"liveOnly": ["Admin/GetBirthDayList"]', '"liveOnly": ["Admin/GetBirthDayLst"]');
    expect(bad).not.toBe(text);
    const line = bad.slice(0, bad.indexOf('GetBirthDayLst')).split('\n').length;
    expect(messageOf(bad)).toContain(`✗ site.liveOnly[0] (line ${line}, column `);
  });

  it('reports every problem at once', () => {
    const c = fresh();
    delete c.site.title;
    c.site.theme.primary = 'blue';
    c.carousels.transitionMs = -1;
    expect(messageOf(c).split('\n')[0]).toBe('site.config.json has 3 problems:');
  });

  it('rejects duplicate section ids', () => {
    const c = fresh();
    c.home.sections[1].id = c.home.sections[0].id;
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ home.sections[1].id: expected an id no other section uses, found "banner-popup", also used by home.sections[0].
        hint: give each section its own id"
    `);
  });

  it('rejects breakpoints that do not ascend', () => {
    const c = fresh();
    c.carousels.breakpoints[2].min = 100;
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ carousels.breakpoints[2].min: expected a width above 370 (breakpoints ascend), found 100.
        hint: list breakpoints from the smallest width to the largest"
    `);
  });

  it('rejects two routes with one path, whatever their letter case', () => {
    const c = fresh();
    // At the front, so the message's indexes do not depend on how many routes the config has.
    c.routes.unshift({ path: '/open-day', page: 'programs' }, { path: '/Open-Day', page: 'programs' });
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 1 problem:
      ✗ routes[1].path: expected a path no other route uses, found "/Open-Day", also used by routes[0].
        hint: remove one of the two routes"
    `);
  });

  it('rejects a route under a language prefix (/ne, /en: the pages in that language), whatever its letter case', () => {
    const c = fresh();
    c.routes.unshift({ path: '/ne/open-day', page: 'programs' }, { path: '/EN', page: 'programs' }, { path: '/news-ne', page: 'programs' });
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ routes[0].path: expected a path that does not start with /ne (the addresses under /en and /ne are the pages in that language), found "/ne/open-day".
        hint: drop the /ne in front: every page is made in both languages, at "/open-day" and under /ne
      ✗ routes[1].path: expected a path that does not start with /en (the addresses under /en and /ne are the pages in that language), found "/EN".
        hint: drop the /en in front: every page is made in both languages, at "/" and under /en"
    `);
  });

  it('rejects a page kind or section type the registries do not know', () => {
    const c = fresh();
    const kinds = [...new Set<string>(c.routes.map((r: { page: string }) => r.page))];
    const types = [...new Set<string>(c.home.sections.map((s: { type: string }) => s.type))];
    // Only the first route and the first section have a kind the registries lack.
    const opts = {
      pageKinds: kinds.filter((k) => k !== c.routes[0].page),
      sectionTypes: types.filter((t) => t !== c.home.sections[0].type),
    };
    c.routes = c.routes.filter((r: { page: string }, i: number) => i === 0 || r.page !== c.routes[0].page);
    c.home.sections = c.home.sections.filter((s: { type: string }, i: number) => i === 0 || s.type !== c.home.sections[0].type);
    expect(messageOf(c, opts)).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ routes[0].page: expected a registered page kind, found "home".
        hint: register a component for it in src/pages/page-registry.ts
      ✗ home.sections[0].type: expected a registered section type, found "banner-popup".
        hint: register a component for it in src/sections/section-registry.ts"
    `);
  });

  it('rejects a carousel preset that does not exist, and a preset naming an unknown breakpoint', () => {
    const c = fresh();
    c.home.sections[4].props.carousel = 'seven';
    c.carousels.presets.three.phablet = 2;
    expect(messageOf(c)).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ home.sections[4].props.carousel: expected a preset of carousels.presets (five, three, two, one, four), found "seven".
        hint: add the preset or pick an existing one
      ✗ carousels.presets.three.phablet: expected a breakpoint name (tinyMobile, mobile, smallTablet, tablet, desktop, largeDesktop), found "phablet".
        hint: did you mean "tablet"?"
    `);
  });

  it('rejects a static page without its text and a form without a schema', () => {
    const c = fresh();
    const r = c.routes.find((x: { page: string }) => x.page === 'static-page');
    r.props.content = 'missing';
    const i = c.routes.indexOf(r);
    // Moved to the front, so the message does not depend on where the config lists it.
    c.routes.splice(i, 1);
    c.routes.unshift(r);
    const forms = Object.keys(c.forms).filter((f) => f !== 'contact');
    expect(messageOf(c, { forms })).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ routes[0].props.content: expected a key of content.pages (kindergarden, primary, lower-secondary, creative-academics, staffs-professional-development, teaching-and-learning-methodology), found "missing".
        hint: a static page needs its text in content.pages
      ✗ forms.contact: expected a form with a schema in schemas/forms/ (feedback, transfer-certificate, admission-inquiry, alumni, job-apply), found "contact".
        hint: add schemas/forms/contact.schema.json or remove this entry"
    `);
  });

  it('rejects a config that routes a page kind the site links to nowhere, or without the parameters its links fill', () => {
    const c = fresh();
    type Entry = { to?: string; children?: Entry[] };
    const unlink = (entries: Entry[]): Entry[] =>
      entries.filter((e) => e.to !== '/media/gallery').map((e) => (e.children ? { ...e, children: unlink(e.children) } : e));
    c.routes = c.routes.filter((r: { page: string }) => r.page !== 'gallery');
    c.menu.main = unlink(c.menu.main);
    c.menu.quickLinks = unlink(c.menu.quickLinks);
    const notice = c.routes.findIndex((r: { page: string }) => r.page === 'notice-detail');
    c.routes[notice].path = '/media/notice/:NoticeId/:HeadLine';
    expect(messageOf(c).replace(`routes[${notice}]`, 'routes[N]')).toMatchInlineSnapshot(`
      "site.config.json has 2 problems:
      ✗ routes[N].path: expected a path with the parameters :id and :title (the links to "notice-detail" fill them), found "/media/notice/:NoticeId/:HeadLine".
        hint: did you mean "/media/notice/:id/:title"?
      ✗ routes: expected a route for the page kind "gallery" (pages of the site link to it), found none.
        hint: add one at any path, e.g. { "path": "/gallery", "page": "gallery" }"
    `);
  });

  it('accepts the routes the site links to at other paths', () => {
    const c = fresh();
    const moved: Record<string, string> = { 'about-us': '/about', 'news-list': '/news', 'notice-detail': '/notices/:title/:id' };
    const menuTo: Record<string, string> = { '/who-we-are/about-us': '/about', '/media/news': '/news' };
    for (const r of c.routes) if (moved[r.page]) r.path = moved[r.page];
    type Entry = { to?: string; children?: Entry[] };
    const follow = (entries: Entry[]) => {
      for (const e of entries) {
        if (e.to && menuTo[e.to]) e.to = menuTo[e.to];
        if (e.children) follow(e.children);
      }
    };
    follow(c.menu.main);
    follow(c.menu.quickLinks);
    expect(() => parseSiteConfig(c)).not.toThrow();
  });
});
