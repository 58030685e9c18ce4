// Renders one home section from its config entry: through the registry, inside its own error
// boundary and Suspense, with data-section="<type>" on its root so tests and staff can find it.
// On a prerendered page the section is an island (src/islands/), waking as its registry entry
// says. An unregistered type is a labelled placeholder in development and skipped in production.
// Each section fades in the first time it scrolls into view (see Reveal); one below the first
// screen is drawn only as it nears it (data-later, global.css).
import { memo, Suspense } from 'react';
import type { Section, SiteConfig } from '../generated/site-config';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { FirstScreen, useFirstScreen } from '../components/image/first-screen';
import { isDev } from '../site-config/is-dev';
import { useReveal } from '../components/reveal/reveal';
import { Island } from '../island-kit/island';
import type { IslandKind } from '../island-kit/island-kind';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { sectionEntry, sectionRegistry } from './section-registry';
import styles from './section-host.module.css';

// Memoised: its section entry is a stable object from the config, so a parent re-render (a data
// update on the page) never reaches a section that is still loading its code.
export const SectionHost = memo(function SectionHost({ section }: { section: Section }) {
  const t = useT();
  const lang = useLang();
  const entry = sectionEntry(section.type);
  const firstScreen = useFirstScreen();
  const ref = useReveal<HTMLDivElement>();
  if (!entry) {
    if (!isDev) {
      console.warn(`Home section "${section.id}" has type "${section.type}", which has no component; it is skipped.`);
      return null;
    }
    return (
      <div data-section={section.type} data-unregistered="true" className={styles.placeholder}>
        {t('app.unregistered', { type: section.type })}
      </div>
    );
  }
  return (
    <div ref={ref} data-section={section.type} id={`section-${section.id}`} data-reveal="" data-later={firstScreen ? undefined : ''}>
      <Island kind={sectionIsland} props={{ section, firstScreen }}>
        <SectionBody section={section} lang={lang} />
      </Island>
    </div>
  );
});

/** A home section as an island: its entry in the section registry, by the section's type. */
export const sectionIsland: IslandKind<{ section: Section; firstScreen: boolean }> = {
  name: 'section',
  registry: sectionRegistry,
  key: ({ section }) => section.type,
  element: ({ section, firstScreen }) => <SectionIsland section={section} firstScreen={firstScreen === true} />,
  label: ({ section }) => `section ${section.type}`,
  // The section by its place in home.sections: the browser has the config the page was built with.
  written: ({ section, firstScreen }, config) => ({ section: placeOf(section, config), firstScreen }),
  read: ({ section, firstScreen }, config) => {
    const found = typeof section === 'number' ? config.home.sections[section] : undefined;
    return found ? { section: found, firstScreen: firstScreen === true } : null;
  },
};

/** A section's index in home.sections (the entry itself, or the one of its id). */
function placeOf(section: Section, config: SiteConfig): number {
  const sections = config.home.sections;
  const at = sections.includes(section) ? sections.indexOf(section) : sections.findIndex((s) => s.id === section.id);
  if (at < 0) throw new Error(`section "${section.id}" is not one of home.sections: an island names its config entry by its place`);
  return at;
}

/** The section itself, as its island renders it (sectionIsland). */
export function SectionIsland({ section, firstScreen }: { section: Section; firstScreen: boolean }) {
  return (
    <FirstScreen.Provider value={firstScreen}>
      <SectionBody section={section} lang="en" />
    </FirstScreen.Provider>
  );
}

// Memoised too: a host re-render must not reach a section whose lazy code is still loading. A
// language change (lang) does reach it.
const SectionBody = memo(function SectionBody({ section }: { section: Section; lang: string }) {
  const t = useT();
  const Component = sectionEntry(section.type)!.component;
  return (
    <ErrorBoundary
      fallback={() => (isDev ? <p className={styles.placeholder}>{t('app.sectionFailed')}</p> : null)}
      onError={(e) => console.warn(`Home section "${section.id}" failed:`, e.message)}
    >
      <Suspense fallback={<div className={styles.loading} aria-hidden="true" />}>
        <Component section={section} />
      </Suspense>
    </ErrorBoundary>
  );
});
