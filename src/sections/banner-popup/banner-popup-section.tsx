// SPEC §2 home 1: when banners exist, a 700 px dialog opens on load holding an autoplaying carousel
// of them (by OrderNo): title, image, description and 'Skip this', which moves to the next banner;
// the last one's button closes. A dismissal is remembered for the browser session, so the popup
// does not reopen on every visit to the home page. The markup is all here, in the prerendered
// page too; what it does is banner-popup-behavior.ts, run by the page's loader without React.
import { useEffect, useRef } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useBanners } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { useSiteConfig } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import { safeHttpUrl } from '../../lib/safe-url';
import type { SectionProps } from '../section-props';
import { runBannerPopup } from './banner-popup-behavior';
import styles from './banner-popup.module.css';

export { BANNER_DISMISSED_KEY } from './banner-popup-behavior';

export default function BannerPopupSection({ section }: SectionProps<'banner-popup'>) {
  const siteConfig = useSiteConfig();
  const t = useT();
  const banners = byOrder(useBanners().data);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = banners.length;
  // In the client-rendered app (on a prerendered page the loader runs it).
  useEffect(() => (dialog.current && count ? runBannerPopup(dialog.current) : undefined), [count]);
  if (!count) return null;
  const width = section.props?.width ?? 700;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
      aria-labelledby={`banner-popup-${section.id}`}
      data-banner-popup=""
      data-autoplay-ms={section.props?.autoplayMs ?? siteConfig.carousels.autoplayMs}
      data-reopen={section.props?.reopen ?? 'session'}
    >
      <h2 id={`banner-popup-${section.id}`} className="sr-only">
        {t('section.banner.title')}
      </h2>
      <button type="button" className={styles.close} aria-label={t('app.close')} data-banner-close="">
        ×
      </button>
      {/* The first banner's image at low priority: the popup opens once the page's script runs,
          after the first screen's own images have had the bandwidth. The others are lazy: they
          come once the popup opens (its banners are stacked, those not shown kept unseen in its
          box, so that it keeps one height: banner-popup.module.css), at low priority too. */}
      {banners.map((b, i) => {
        const link = safeHttpUrl(b.link, { allowRelative: true });
        const last = i === count - 1;
        // SPEC's 'Learn more', with what it is about for a reader or a search engine reading the link alone.
        const where = (
          <span className="sr-only">{b.title ? t('media.readMoreAbout', { title: b.title }) : t('section.banner.linkWhere')}</span>
        );
        return (
          <article
            key={b.id ?? i}
            className={styles.banner}
            data-banner-slide={i}
            hidden={i > 0}
            aria-roledescription="slide"
            aria-label={t('app.slide', { n: i + 1, total: count })}
          >
            {b.title && <h3 className={styles.title}>{b.title}</h3>}
            {b.image && (
              <SmartImage
                path={b.image}
                alt={b.title}
                width={660}
                height={440}
                className={styles.image}
                fetchPriority="low"
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            )}
            {b.description && <SafeHtml html={b.description} className={styles.text} headingsFrom={b.title ? 4 : 3} />}
            <div className={styles.actions}>
              {link &&
                (link.startsWith('/') ? (
                  <SiteLink className="btn btn-outline" to={link}>
                    {t('section.banner.link')} {where}
                  </SiteLink>
                ) : (
                  <a className="btn btn-outline" href={link} target="_blank" rel="noopener noreferrer">
                    {t('section.banner.link')} {where}
                  </a>
                ))}
              <button type="button" className="btn" data-banner-skip={last ? 'close' : 'next'}>
                {t('section.banner.skip')}
              </button>
            </div>
          </article>
        );
      })}
      {count > 1 && (
        <div className={styles.moves}>
          <button
            type="button"
            className={styles.move}
            aria-label={t('section.carousel.prev', { label: t('section.banner.title') })}
            data-banner-move="-1"
          >
            ‹
          </button>
          <span data-banner-status="" aria-hidden="true">
            1 / {count}
          </span>
          <button
            type="button"
            className={styles.move}
            aria-label={t('section.carousel.next', { label: t('section.banner.title') })}
            data-banner-move="1"
          >
            ›
          </button>
        </div>
      )}
    </dialog>
  );
}
