// "Share" under a notice, a news item or an achievement: links that pass its address and title on
// by Viber, WhatsApp and Facebook (plain links: nothing of theirs loads until one is tapped), and
// a button for the phone's own share sheet (the Web Share API), shown only where the browser has
// one. On a prerendered page (never hydrated) plain script shows it and answers its tap
// (share-button.ts: its marker carries the title, its value the address);
// in the client-rendered app this component does. An item's address must be absolute to be any
// use elsewhere: without the site's address (site.siteUrl, SITE_URL) there is nothing to share.
import { useSyncExternalStore } from 'react';
import { useSiteConfig } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import { safeHttpUrl } from '../../lib/safe-url';
import { useAddress } from '../../navigation/site-nav';
import { SocialGlyph } from '../icons/icons';
import { shareUrls } from './share-urls';
import styles from './share-links.module.css';

const never = () => () => {};
const hasShareSheet = () => typeof navigator.share === 'function';

/** `path`: the item's page (href()'s path, in the route table); `title`: its headline. */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const t = useT();
  const site = (useSiteConfig().site.siteUrl ?? '').replace(/\/$/, '');
  const address = useAddress();
  const url = site && path.startsWith('/') ? safeHttpUrl(site + address(path)) : null;
  // (False on the server, and so in a hydration's first render: the page's HTML has it hidden.)
  const canShare = useSyncExternalStore(never, hasShareSheet, () => false);
  if (!url) return null;
  const to = shareUrls(url, title);
  return (
    <div className={styles.share} role="group" aria-label={t('share.heading')}>
      <button
        type="button"
        className={`btn ${styles.device}`}
        data-share={title}
        value={url}
        hidden={!canShare}
        onClick={() => void navigator.share({ title, url }).catch(() => {})}
      >
        {t('share.device')}
      </button>
      <a className={styles.link} href={to.viber}>
        {t('share.viber')}
      </a>
      <a className={styles.link} href={to.whatsapp} rel="noopener noreferrer">
        <SocialGlyph name="whatsapp" size={18} />
        {t('share.whatsapp')}
      </a>
      <a className={styles.link} href={to.facebook} rel="noopener noreferrer">
        <SocialGlyph name="facebook" size={18} />
        {t('share.facebook')}
      </a>
    </div>
  );
}
