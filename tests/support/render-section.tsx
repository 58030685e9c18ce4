// Renders one home section as the home page would: its entry of site.config.json (props merged),
// inside renderWithSite (router + SWR cache from the demo fixtures, with overrides).
import type { ComponentType } from 'react';
import type { Section } from '@src/generated/site-config';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite, type SiteRenderOptions } from './render';

export function sectionEntry<T extends Section['type']>(type: T, props?: Record<string, unknown>): Extract<Section, { type: T }> {
  const base = siteConfig.home.sections.find((s) => s.type === type);
  if (!base) throw new Error(`no ${type} in site.config.json`);
  return { ...base, props: { ...((base as { props?: object }).props ?? {}), ...props } } as Extract<Section, { type: T }>;
}

export function renderSection<T extends Section['type']>(
  Component: ComponentType<{ section: Extract<Section, { type: T }> }>,
  type: T,
  opts: SiteRenderOptions & { props?: Record<string, unknown> } = {},
) {
  return renderWithSite(<Component section={sectionEntry(type, opts.props)} />, opts);
}

/** 2026-11-22 12:00 in Nepal: the fixtures' notices 201 and 202 have expired, the rest are current. */
export const FIXTURE_NOW = Date.parse('2026-11-22T12:00:00+05:45');
