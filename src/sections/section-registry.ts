// Where section types named in home.sections meet their components, and when each wakes on a
// prerendered page (src/island-kit/wake.ts): a section that only shows data is 'static' and ships no
// JavaScript. Every type of the schema must be listed (tsc fails otherwise); null means "not built
// yet" (the unregistered path).
import { island, type IslandEntry } from '../island-kit/island-entry';
import type { Section } from '../generated/site-config';
import type { SectionProps } from './section-props';

type SectionType = Section['type'];
type Entry<T extends SectionType> = IslandEntry<SectionProps<T>> | null;

export const sectionRegistry: { [T in SectionType]: Entry<T> } = {
  // Static: the popup's markup is in the page and the loader opens it (section-behaviors.ts).
  'banner-popup': island(() => import('./banner-popup/banner-popup-section'), 'static'),
  // Static: its markup is in the page and the loader runs it (section-behaviors.ts), no React.
  slider: island(() => import('./slider/slider-section'), 'static'),
  'notice-bar': island(() => import('./notice-bar/notice-bar-section'), 'static'),
  'about-teaser': island(() => import('./about-teaser/about-teaser-section'), 'static'),
  'academic-programs': island(() => import('./academic-programs/academic-programs-section'), 'visible'),
  birthdays: island(() => import('./birthdays/birthdays-section'), 'visible'),
  highlights: island(() => import('./highlights/highlights-section'), 'visible'),
  committee: island(() => import('./committee/committee-section'), 'visible'),
  messages: island(() => import('./messages/messages-section'), 'visible'),
  vision: island(() => import('./vision/vision-section'), 'interaction'),
  team: island(() => import('./team/team-section'), 'visible'),
  services: island(() => import('./services/services-section'), 'visible'),
  'recent-updates': island(() => import('./recent-updates/recent-updates-section'), 'static'),
  'feedback-testimonials': island(() => import('./feedback-testimonials/feedback-testimonials-section'), 'visible'),
  achievements: island(() => import('./achievements/achievements-section'), 'visible'),
  'academic-calendar': island(() => import('./academic-calendar/academic-calendar-section'), 'visible'),
};

export function sectionEntry(type: string): IslandEntry<SectionProps> | null {
  return ((sectionRegistry as Record<string, unknown>)[type] ?? null) as IslandEntry<SectionProps> | null;
}

export function sectionFor(type: string): IslandEntry<SectionProps>['component'] | null {
  return sectionEntry(type)?.component ?? null;
}
