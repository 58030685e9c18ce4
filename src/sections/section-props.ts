import type { Section } from '../generated/site-config';

/** What a home section component receives: its own entry of home.sections, typed by its type. */
export interface SectionProps<T extends Section['type'] = Section['type']> {
  section: Extract<Section, { type: T }>;
}
