// /who-we-are/about-us: the school photo and the About text (GetAboutCompany Content, else the
// About part of GetWhoWeAre); 'N/A' when there is no text.
import { useCompany, useWhoWeAre } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { SmartImage } from '../../components/image/smart-image';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { htmlToText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import styles from './about-us-page.module.css';
import shared from '../info-pages.module.css';

export default function AboutUsPage() {
  const t = useT();
  const company = useCompany();
  const who = useWhoWeAre();
  const photo = company.data.schoolPhoto || who.data.about.schoolPhoto || who.data.about.image;
  const content = htmlToText(company.data.content) ? company.data.content : who.data.about.content;
  const hasText = htmlToText(content) !== '';
  const isLoading = !hasText && (company.isLoading || who.isLoading);
  const failed = !hasText && !photo && company.failed && who.failed;
  return (
    <div className={`container section ${shared.page}`} data-page="about-us">
      <LoadState look="text" isLoading={isLoading} failed={failed}>
        <div className={styles.layout}>
          {photo && (
            <figure className={styles.photo}>
              <SmartImage path={photo} alt={company.data.name || t('info.schoolPhoto')} width={960} height={640} priority />
            </figure>
          )}
          <div className={`card ${styles.text}`}>{hasText ? <SafeHtml html={content} /> : <p className="empty">{t('app.na')}</p>}</div>
        </div>
      </LoadState>
    </div>
  );
}
