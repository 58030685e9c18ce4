// One part of the frame as an island (frame-islands.ts says when it wakes).
import type { ReactNode } from 'react';
import { Island } from '../../island-kit/island';
import { frameIslands, type FramePart } from './frame-islands';

export function FrameIsland({ part, children }: { part: FramePart; children: ReactNode }) {
  return (
    <Island name={`frame:${part}`} wake={frameIslands[part].wake}>
      {children}
    </Island>
  );
}
