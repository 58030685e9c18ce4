// Where section types named in home.sections meet their components. Every type of the schema must
// be listed (tsc fails otherwise); null means "not built yet" (the unregistered path).
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../app/lazy-page';
import type { Section } from '../generated/site-config';
import type { SectionProps } from './section-props';

type SectionType = Section['type'];
type Entry<T extends SectionType> = LazyExoticComponent<ComponentType<SectionProps<T>>> | null;

export const sectionRegistry: { [T in SectionType]: Entry<T> } = {
  'banner-popup': lazyPage(() => import('./banner-popup/banner-popup-section')),
  slider: lazyPage(() => import('./slider/slider-section')),
  'notice-bar': lazyPage(() => import('./notice-bar/notice-bar-section')),
  'about-teaser': lazyPage(() => import('./about-teaser/about-teaser-section')),
  'academic-programs': lazyPage(() => import('./academic-programs/academic-programs-section')),
  birthdays: lazyPage(() => import('./birthdays/birthdays-section')),
  highlights: lazyPage(() => import('./highlights/highlights-section')),
  committee: lazyPage(() => import('./committee/committee-section')),
  messages: lazyPage(() => import('./messages/messages-section')),
  vision: lazyPage(() => import('./vision/vision-section')),
  team: lazyPage(() => import('./team/team-section')),
  services: lazyPage(() => import('./services/services-section')),
  'recent-updates': lazyPage(() => import('./recent-updates/recent-updates-section')),
  'feedback-testimonials': lazyPage(() => import('./feedback-testimonials/feedback-testimonials-section')),
  achievements: lazyPage(() => import('./achievements/achievements-section')),
  'academic-calendar': lazyPage(() => import('./academic-calendar/academic-calendar-section')),
};

export function sectionFor(type: string): LazyExoticComponent<ComponentType<SectionProps>> | null {
  return ((sectionRegistry as Record<string, unknown>)[type] ?? null) as LazyExoticComponent<ComponentType<SectionProps>> | null;
}
