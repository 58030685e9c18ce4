// One part of the frame as an island (frame-islands.ts says when it wakes). Each part is a kind of
// island of its own, named frame:<part>, with no props.
import { createElement, type ReactNode } from 'react';
import { Island } from '../../island-kit/island';
import type { IslandKind } from '../../island-kit/island-kind';
import { frameIslands, type FramePart } from './frame-islands';

const kindOf = (part: FramePart): IslandKind<Record<string, never>> => ({
  name: `frame:${part}`,
  registry: { [part]: frameIslands[part] },
  key: () => part,
  element: () => createElement(frameIslands[part].component),
  label: () => `frame:${part}`,
});

/** Every part of the frame as a kind of island. */
export const framePartIslands = Object.fromEntries(
  (Object.keys(frameIslands) as FramePart[]).map((part) => [part, kindOf(part)]),
) as Record<FramePart, IslandKind<Record<string, never>>>;

const NO_PROPS = {};

export function FrameIsland({ part, children }: { part: FramePart; children: ReactNode }) {
  return (
    <Island kind={framePartIslands[part]} props={NO_PROPS}>
      {children}
    </Island>
  );
}
