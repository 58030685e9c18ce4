// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingNepali } from '@src/config-check/missing-nepali';

const cfg = () => JSON.parse(readFileSync(join(import.meta.dirname, '../../../../site.config.json'), 'utf8'));

describe('missing Nepali texts', () => {
  it('names each visitor-facing text that has no Nepali version', () => {
    const c = cfg();
    c.menu.main = [
      { label: 'Home', to: '/' },
      { label: { en: 'News', ne: 'समाचार' }, to: '/media/news' },
      { label: { en: 'Media' }, children: [{ label: 'Gallery', to: '/media/gallery' }] },
    ];
    const paths = missingNepali(c).filter((p) => p.startsWith('menu.main'));
    expect(paths).toEqual(['menu.main[0].label', 'menu.main[2].label', 'menu.main[2].children[0].label']);
  });
  it('follows section types to their own props', () => {
    const c = cfg();
    c.home.sections = [
      { id: 'a', type: 'team', enabled: true, props: { heading: 'Our Team' } },
      { id: 'b', type: 'team', enabled: true, props: { heading: { en: 'Team', ne: 'टिम' } } },
    ];
    expect(missingNepali(c).filter((p) => p.startsWith('home'))).toEqual(['home.sections[0].props.heading']);
  });
});
