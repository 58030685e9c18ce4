// SPEC §2 home 1: when banners exist, a 700 px dialog opens on load holding an autoplaying carousel
// of them (by OrderNo): title, image, description and 'Skip this', which moves to the next banner;
// the last one's button closes. A dismissal is remembered for the browser session, so the popup
// does not reopen on every visit to the home page.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBanners } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { Carousel, type CarouselHandle } from '../../components/carousel/carousel';
import { Dialog } from '../../components/dialog/dialog';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { siteConfig } from '../../config/site-config';
import { useT } from '../../i18n/use-t';
import { safeHttpUrl } from '../../lib/safe-url';
import type { SectionProps } from '../section-props';
import styles from './banner-popup.module.css';

export const BANNER_DISMISSED_KEY = 'school-site:banner-popup-dismissed';

function dismissedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    window.sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
  } catch {
    // Private mode or storage disabled: the popup may show again; nothing else to do.
  }
}

export default function BannerPopupSection({ section }: SectionProps<'banner-popup'>) {
  const t = useT();
  const { data } = useBanners();
  const banners = byOrder(data);
  const [open, setOpen] = useState(false);
  const carousel = useRef<CarouselHandle>(null);
  const count = banners.length;

  useEffect(() => {
    if (count > 0 && !dismissedThisSession()) setOpen(true);
  }, [count]);

  if (!count) return null;

  const close = () => {
    setOpen(false);
    rememberDismissal();
  };

  return (
    <Dialog open={open} onClose={close} title={t('section.banner.title')} hideTitle width={section.props?.width ?? 700} className={styles.dialog}>
      <Carousel
        ref={carousel}
        items={banners}
        itemKey={(b, i) => b.id ?? i}
        label={t('section.banner.title')}
        preset="one"
        // The dialog focuses its first control: the banner's own button rather than the whole slide area.
        focusableViewport={false}
        autoplayMs={section.props?.autoplayMs ?? siteConfig.carousels.autoplayMs}
        renderItem={(b, i) => {
          const link = safeHttpUrl(b.link, { allowRelative: true });
          const last = i === count - 1;
          return (
            <article className={styles.banner}>
              {b.title && <h3 className={styles.title}>{b.title}</h3>}
              {b.image && <SmartImage path={b.image} alt={b.title} width={660} height={440} className={styles.image} />}
              {b.description && <SafeHtml html={b.description} className={styles.text} />}
              <div className={styles.actions}>
                {link &&
                  (link.startsWith('/') ? (
                    <Link className="btn btn-outline" to={link} onClick={close}>
                      {t('section.banner.link')}
                    </Link>
                  ) : (
                    <a className="btn btn-outline" href={link} target="_blank" rel="noopener noreferrer" onClick={close}>
                      {t('section.banner.link')}
                    </a>
                  ))}
                <button type="button" className="btn" data-banner-skip={last ? 'close' : 'next'} onClick={last ? close : () => carousel.current?.next()}>
                  {t('section.banner.skip')}
                </button>
              </div>
            </article>
          );
        }}
      />
    </Dialog>
  );
}
