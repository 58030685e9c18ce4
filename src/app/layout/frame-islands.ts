// The parts of the frame around every page, and when each wakes on a prerendered page
// (src/island-kit/wake.ts). Header (its language switch is a link), footer and the social side
// list only show data. The back-to-top button and the sticky bar need no island: the page's loader
// does them (src/islands/behaviors.ts).
import { island } from '../../island-kit/island-entry';

export const frameIslands = {
  header: island<object>(() => import('./header').then((m) => ({ default: m.Header })), 'static'),
  nav: island<object>(() => import('./nav-bar').then((m) => ({ default: m.NavBar })), 'interaction'),
  footer: island<object>(() => import('./footer').then((m) => ({ default: m.Footer })), 'static'),
  'social-side': island<object>(() => import('./social-side').then((m) => ({ default: m.SocialSide })), 'static'),
};

export type FramePart = keyof typeof frameIslands;
