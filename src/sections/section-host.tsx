// Renders one home section from its config entry: through the registry, inside its own error
// boundary and Suspense, with data-section="<type>" on its root so tests and staff can find it.
// An unregistered type is a labelled placeholder in development and skipped in production.
// Each section fades in the first time it scrolls into view (see Reveal).
import { memo, Suspense } from 'react';
import type { Section } from '../generated/site-config';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { isDev } from '../app/is-dev';
import { useReveal } from '../components/reveal/reveal';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { sectionFor } from './registry';
import styles from './section-host.module.css';

// Memoised: its section entry is a stable object from the config, so a parent re-render (a data
// update on the page) never reaches a section that is still hydrating; React would otherwise drop
// that section's prerendered HTML and show its fallback.
export const SectionHost = memo(function SectionHost({ section }: { section: Section }) {
  const t = useT();
  const [lang] = useLang();
  const Component = sectionFor(section.type);
  const ref = useReveal<HTMLDivElement>();
  if (!Component) {
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
    <div ref={ref} data-section={section.type} id={`section-${section.id}`}>
      <SectionBody Component={Component} section={section} lang={lang} />
    </div>
  );
});

// Memoised too: a host re-render must not reach a section whose lazy code is still hydrating. A
// language change (lang) does reach it.
const SectionBody = memo(function SectionBody({ Component, section }: { Component: NonNullable<ReturnType<typeof sectionFor>>; section: Section; lang: string }) {
  const t = useT();
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
