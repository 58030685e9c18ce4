// @vitest-environment node
// Problems come from parseSiteConfig with the CLI's text, filed under the panel and field they belong to.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig, errorSchemaFor, panelOf, pathSegments, problemsUnder } from '@src/studio/problems';

const text = readFileSync(join(import.meta.dirname, '../../../../site.config.json'), 'utf8');
const fresh = () => JSON.parse(text);

describe('studio problems', () => {
  it('parses problem paths into segments', () => {
    expect(pathSegments('home.sections[3].props.heading')).toEqual(['home', 'sections', 3, 'props', 'heading']);
    expect(pathSegments('content.pages["lower-secondary"].title')).toEqual(['content', 'pages', 'lower-secondary', 'title']);
    expect(pathSegments('')).toEqual([]);
  });

  it('finds nothing wrong with the repository config', () => {
    expect(checkConfig(fresh())).toEqual([]);
  });

  it('gives the CLI text for each problem and files it by panel', () => {
    const c = fresh();
    c.home.sections[3].type = 'abuot-teaser';
    c.menu.main[0].to = '/program';
    c.content.careers[1].id = 1;
    const problems = checkConfig(c);
    expect(problems.map((p) => p.text)).toEqual([
      expect.stringMatching(
        /^✗ home\.sections\[3\]\.type: expected one of the registered types \(.*\), found "abuot-teaser"\.\n {2}hint: did you mean "about-teaser"\?$/,
      ),
    ]);
    expect(panelOf(problems[0])).toBe('sections');
    // Once the schema passes, the semantic rules speak.
    c.home.sections[3].type = 'about-teaser';
    const semantic = checkConfig(c);
    expect(semantic.map((p) => [p.path, panelOf(p)])).toEqual([
      ['menu.main[0].to', 'menu'],
      ['content.careers[1].id', 'pages'],
    ]);
    expect(semantic[0].text).toBe(
      '✗ menu.main[0].to: expected a path declared in routes, found "/program".\n  hint: did you mean "/programs"? Or add a route for it.',
    );
  });

  it('uses the registries it is given', () => {
    const c = fresh();
    expect(checkConfig(c, { sectionTypes: ['slider'] }).length).toBe(c.home.sections.length - 1);
  });

  it('puts problems on the fields of a config part for RJSF', () => {
    const c = fresh();
    c.home.sections[2].props.carousel = 'seven';
    c.home.sections[2].props.heading = 5;
    const problems = checkConfig(c);
    expect(problemsUnder(problems, ['home', 'sections', 2])).toHaveLength(1);
    const errs = errorSchemaFor(problems, ['home', 'sections', 2, 'props']) as Record<string, { __errors: string[] }>;
    expect(errs.heading.__errors[0]).toMatch(/^expected a text: a string, or \{ "en": "…", "ne": "…" \}, found number 5\./);
    c.home.sections[2].props.heading = 'Notice';
    const later = errorSchemaFor(checkConfig(c), ['home', 'sections', 2, 'props']) as Record<string, { __errors: string[] }>;
    expect(later.carousel.__errors[0]).toMatch(
      /^expected a preset of carousels\.presets \(five, three, two, one, four\), found "seven"\. add the preset or pick an existing one$/,
    );
  });

  it('reports a syntax error in JSON text at its line and column', () => {
    const [p] = checkConfig('{\n  "site": 1,\n}');
    expect(p).toMatchObject({ path: '', line: 2, column: 12 });
    expect(p.text).toMatch(/^✗ line 2, column 12: expected no comma after the last entry before \}/);
  });
});
