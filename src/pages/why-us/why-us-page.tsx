// /vision-statement/why-us: the feature cards written in site.config.json (content.whyUs).
import { useSiteConfig } from '../../site-config/config-context';
import { localText } from '../../i18n/local-text';
import { FeatureIcon } from './feature-icon';
import styles from './why-us-page.module.css';
import shared from '../info-pages.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function WhyUsPage() {
  const siteConfig = useSiteConfig();
  const lang = useLang();
  const cards = (siteConfig.content?.whyUs ?? []).map((c) => ({
    title: localText(lang, c.title),
    text: localText(lang, c.text),
    icon: c.icon,
  }));
  return (
    <div className={`container section ${shared.page}`} data-page="why-us">
      <ul className={styles.cards}>
        {cards.map((c, i) => (
          <li key={i} className={`card ${styles.card}`}>
            <span className={styles.icon}>
              <FeatureIcon name={c.icon} />
            </span>
            <h2 className={styles.title}>{c.title}</h2>
            <p className={styles.text}>{c.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
