// SPEC §2 "Footer": logo, name, address, slogan; social links; Quick Links; Information with 'N/A'
// when missing; an optional map frame; a copyright line. Below the information, the links to the
// site's Atom feeds, where the build wrote them.
import { useCompany, useContact, useSocialMedia } from '../../api/hooks';
import { useSiteConfig } from '../../site-config/config-context';
import { SmartImage } from '../../components/image/smart-image';
import { fixedSize } from '../../components/image/image-sizes';
import { Icon } from '../../components/icons/icons';
import { LazyFrame } from '../../components/lazy-frame/lazy-frame';
import { extractMapSrc } from '../../lib/map-src';
import { mailtoHref, telHref } from '../../lib/safe-url';
import { visibleSocialLinks } from '../../lib/shown-social';
import { useT } from '../../i18n/use-t';
import { FEED_PATHS } from '../../lib/feed-paths';
import { useAddress } from '../../navigation/site-nav';
import { MenuLink } from './menu-link';
import { SocialLinks } from '../../components/social-links/social-links';
import { useMenu } from './use-menu';
import styles from './footer.module.css';

function Info({ icon, label, value, href }: { icon: 'phone' | 'mail' | 'pin'; label: string; value: string; href: string | null }) {
  const t = useT();
  return (
    <li>
      <Icon name={icon} />
      <span>
        <span className="sr-only">{label}: </span>
        {value ? href ? <a href={href}>{value}</a> : value : t('app.na')}
      </span>
    </li>
  );
}

export function Footer() {
  const siteConfig = useSiteConfig();
  const t = useT();
  const company = useCompany().data;
  const contact = useContact().data;
  const social = visibleSocialLinks(useSocialMedia().data);
  const quick = useMenu(siteConfig.menu.quickLinks);
  const name = company.name || siteConfig.site.title;
  const address = contact.address || company.address;
  const phone = contact.phone || company.phone;
  const email = contact.email || company.email;
  const map = extractMapSrc(contact.mapUrl);
  const year = new Date().getFullYear();
  // (A feed's address in the page's language: /ne/feeds/…)
  const feedLink = useAddress();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section>
          <div className={styles.brand}>
            <SmartImage path={company.logo} alt="" width={56} height={56} sizes={fixedSize(56)} className={styles.logo} />
            <div>
              <p className={styles.name}>{name}</p>
              {company.slogan && <p className={styles.slogan}>{company.slogan}</p>}
            </div>
          </div>
          {address && <p>{address}</p>}
          {social.length > 0 && <SocialLinks links={social} />}
        </section>
        <section aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {quick.map((e, i) => (
              <li key={i}>
                <MenuLink entry={e} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {t('footer.information')}
          </h2>
          <ul className={styles.info}>
            <Info icon="phone" label={t('footer.phone')} value={phone} href={telHref(phone)} />
            <Info icon="mail" label={t('footer.email')} value={email} href={mailtoHref(email)} />
            <Info icon="pin" label={t('footer.address')} value={address} href={null} />
          </ul>
          {/* The feeds exist only where the build knew the site's address (src/prerender/site-feeds.ts). */}
          {siteConfig.site.siteUrl && (
            <ul className={styles.feeds} aria-label={t('feeds.footerHeading')}>
              <li>
                <a href={feedLink(FEED_PATHS.notices)} type="application/atom+xml">
                  {t('feeds.footerNotices')}
                </a>
              </li>
              <li>
                <a href={feedLink(FEED_PATHS.news)} type="application/atom+xml">
                  {t('feeds.footerNews')}
                </a>
              </li>
            </ul>
          )}
        </section>
        {map && (
          <section>
            <LazyFrame className={styles.map} src={map} title={t('footer.map')} referrerPolicy="no-referrer-when-downgrade" />
          </section>
        )}
      </div>
      <p className={styles.copy}>{t('app.copyright', { year, name })}</p>
    </footer>
  );
}
