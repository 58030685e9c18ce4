// An island's element from its name and props: what the prerenderer renders for it and what the
// browser hydrates (or re-renders), so both build the same tree. Names: 'page', 'section' and
// 'frame:<part>'.
import { createElement, type ReactElement } from 'react';
import type { Route, Section } from '../generated/site-config';
import { PageIsland } from '../app/page-host';
import { frameIslands, type FramePart } from '../app/layout/frame-islands';
import { SectionIsland } from '../sections/section-host';
import { pageEntry } from '../pages/registry';
import { sectionEntry } from '../sections/registry';

export function islandElement(name: string, props: Record<string, unknown>): ReactElement | null {
  if (name === 'page') return <PageIsland route={props.route as Route} />;
  if (name === 'section') return <SectionIsland section={props.section as Section} firstScreen={props.firstScreen === true} />;
  const part = frameIsland(name);
  return part ? createElement(part.component) : null;
}

/** Fetches an island's code, so it hydrates in one go instead of suspending. */
export function preloadIsland(name: string, props: Record<string, unknown>): Promise<unknown> {
  if (name === 'page') return pageEntry((props.route as Route | undefined)?.page ?? '')?.component.preload() ?? Promise.resolve();
  if (name === 'section') return sectionEntry((props.section as Section | undefined)?.type ?? '')?.component.preload() ?? Promise.resolve();
  return frameIsland(name)?.component.preload() ?? Promise.resolve();
}

function frameIsland(name: string) {
  if (!name.startsWith('frame:')) return null;
  return frameIslands[name.slice('frame:'.length) as FramePart] ?? null;
}
