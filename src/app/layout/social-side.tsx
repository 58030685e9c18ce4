import { useSocialMedia } from '../../api/hooks';
import { visibleSocialLinks } from '../../lib/shown-social';
import { useT } from '../../i18n/use-t';
import { SocialLinks } from '../../components/social-links/social-links';
import styles from './social-side.module.css';

/** SPEC: a fixed side list of social links (active ones with a URL only). */
export function SocialSide() {
  const t = useT();
  const links = visibleSocialLinks(useSocialMedia().data);
  if (!links.length) return null;
  return (
    <aside className={styles.side} aria-label={t('app.socialLinks')}>
      <SocialLinks links={links} vertical />
    </aside>
  );
}
