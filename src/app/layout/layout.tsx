// The frame around every page. While the start-up data is loading (and nothing is cached) the
// full-screen loader stands in for the site (SPEC §2). On a prerendered page each part is an
// island (frame-islands.ts); what is outside them here is never rendered again.
import type { ReactNode } from 'react';
import { useStartup } from '../../api/use-startup';
import { useT } from '../../i18n/use-t';
import { BackToTop } from './back-to-top';
import { FrameIsland } from './frame-island';
import { Footer } from './footer';
import { Header } from './header';
import { FullScreenLoader } from './full-screen-loader';
import { NavBar } from './nav-bar';
import { SocialSide } from './social-side';
import styles from './layout.module.css';

export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  const { loading } = useStartup();
  if (loading) return <FullScreenLoader />;
  return (
    // data-app-ready: set once the client has rendered or hydrated the frame (refs run only in the
    // browser, after commit), so tests can tell the live app from prerendered HTML.
    <div className={styles.site} ref={markReady}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <FrameIsland part="header">
        <Header />
      </FrameIsland>
      <FrameIsland part="nav">
        <NavBar />
      </FrameIsland>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <FrameIsland part="footer">
        <Footer />
      </FrameIsland>
      <FrameIsland part="social-side">
        <SocialSide />
      </FrameIsland>
      <BackToTop />
    </div>
  );
}

function markReady(el: HTMLDivElement | null): void {
  el?.setAttribute('data-app-ready', '');
}
