// The home page's sections (home.sections): reorder, switch on and off, copy, add, remove, change.
// Like every studio edit, a pure function: a new config, the input untouched, untouched branches
// shared (undo keeps every version).
import type { Section, SiteConfig } from '../../generated/site-config';
import type { JsonObject } from '../../forms/core/form-json';
import { moveItem, uniqueId } from './list-order';

function withSections(cfg: SiteConfig, sections: Section[]): SiteConfig {
  return { ...cfg, home: { ...cfg.home, sections } };
}

export function moveSection(cfg: SiteConfig, from: number, to: number): SiteConfig {
  return withSections(cfg, moveItem(cfg.home.sections, from, to));
}

export function toggleSection(cfg: SiteConfig, index: number, enabled?: boolean): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.map((s, i) => (i === index ? { ...s, enabled: enabled ?? !s.enabled } : s)),
  );
}

/** A copy placed right after the original, with its own id. */
export function duplicateSection(cfg: SiteConfig, index: number): SiteConfig {
  const s = cfg.home.sections[index];
  if (!s) return cfg;
  const copy = {
    ...structuredClone(s),
    id: uniqueId(
      s.id,
      cfg.home.sections.map((x) => x.id),
    ),
  };
  const sections = cfg.home.sections.slice();
  sections.splice(index + 1, 0, copy);
  return withSections(cfg, sections);
}

export function removeSection(cfg: SiteConfig, index: number): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.filter((_, i) => i !== index),
  );
}

/** A new section of `type` (enabled, no settings, a free id); see newSection in schema-branches. */
export function addSection(cfg: SiteConfig, section: Section, at = cfg.home.sections.length): SiteConfig {
  const sections = cfg.home.sections.slice();
  sections.splice(Math.max(0, Math.min(at, sections.length)), 0, section);
  return withSections(cfg, sections);
}

export function updateSection(cfg: SiteConfig, index: number, patch: Partial<Record<'id' | 'enabled' | 'props', unknown>>): SiteConfig {
  return withSections(
    cfg,
    cfg.home.sections.map((s, i) => {
      if (i !== index) return s;
      const next: JsonObject = { ...s, ...patch };
      if ('props' in patch && patch.props === undefined) delete next.props;
      return next as unknown as Section;
    }),
  );
}
