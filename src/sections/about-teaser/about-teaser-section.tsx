// SPEC §2 home 4: the school photo beside the company Content as plain text, cut to
// constants.aboutCut (desktop / phones) plus '...', with 'See More' to the About Us page; 'N/A'
// when there is no content (nothing at all when there is no school data). The cut is on the visible text, never inside an HTML tag.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useCompany, useWhoWeAre } from '../../api/hooks';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { SmartImage } from '../../components/image/smart-image';
import { useFirstScreen } from '../../components/image/first-screen';
import { useConstants } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import { htmlToText } from '../../lib/truncate';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import styles from './about-teaser.module.css';
import { useLang } from '../../i18n/lang-provider';

/** The teaser text: plain text cut to `limit` characters followed by '...'; '' without content. */
export function aboutTeaserText(html: string, limit: number): string {
  const text = htmlToText(html);
  if (!text) return '';
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

export default function AboutTeaserSection({ section }: SectionProps<'about-teaser'>) {
  const constants = useConstants();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const isMobile = useIsMobile();
  const firstScreen = useFirstScreen();
  const { data: company } = useCompany();
  const { data: whoWeAre } = useWhoWeAre();
  const content = company.content || whoWeAre.about.content;
  const photo = company.schoolPhoto || whoWeAre.about.schoolPhoto;
  // No school data at all (the calls failed or sent nothing): hide, as every home section does
  // without data. 'N/A' (SPEC) is for a school whose About text is missing.
  if (!content && !photo && !company.name) return null;
  const text = aboutTeaserText(content, isMobile ? constants.aboutCut.mobile : constants.aboutCut.desktop);
  const heading = sectionHeading(lang, section.props?.heading, 'section.about.heading');

  return (
    <SectionFrame heading={heading}>
      <div className={[styles.grid, photo ? '' : styles.textOnly].filter(Boolean).join(' ')}>
        {photo && (
          <div className={styles.photo}>
            {/* Under the short slider on a phone, this photo is the first screen's largest image. */}
            <SmartImage path={photo} alt={company.name || t('section.about.photo')} width={640} height={460} priority={firstScreen} />
          </div>
        )}
        <div className={styles.body}>
          {company.name && <p className={styles.name}>{company.name}</p>}
          <p className={styles.text} data-about-text="">
            {text || t('app.na')}
          </p>
          {/* SPEC's words, with where they lead for a reader or a search engine reading the link alone. */}
          <SiteLink to={href('about-us')} className="btn">
            {t('app.seeMore')} <span className="sr-only">{t('section.about.moreWhere')}</span>
          </SiteLink>
        </div>
      </div>
    </SectionFrame>
  );
}
