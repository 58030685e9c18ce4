// /certificate (SPEC §2): 'Transfer Certificates' with a Download menu offering PDF, PNG and JPG.
// SPEC shows no action for them, so choosing one says (politely) that the certificate will be
// available once the school issues it, and points to the request form.
import { useState } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import { MenuButton, type MenuItem } from './download-menu';
import styles from './certificate-page.module.css';

export default function CertificatePage(_: PageProps) {
  const href = useHref();
  const t = useT();
  const [chosen, setChosen] = useState<MenuItem | null>(null);
  const items: MenuItem[] = [
    { id: 'pdf', label: t('page.certificate.formatPdf') },
    { id: 'png', label: t('page.certificate.formatPng') },
    { id: 'jpg', label: t('page.certificate.formatJpg') },
  ];
  return (
    <div className="container section" data-page="certificate">
      <section className={`card ${styles.panel}`} aria-labelledby="certificate-title">
        <div className={styles.head}>
          <h2 id="certificate-title" className={styles.title}>
            {t('page.certificate.heading')}
          </h2>
          <MenuButton label={t('page.certificate.download')} items={items} onSelect={setChosen} />
        </div>
        <p className={styles.intro}>{t('page.certificate.intro')}</p>
        <p role="status" aria-live="polite" className={chosen ? styles.status : styles.statusEmpty}>
          {chosen ? t('page.certificate.notIssued', { format: chosen.label }) : ''}
        </p>
        <p className={styles.request}>
          <SiteLink to={href('transfer-certificate')}>{t('page.certificate.request')}</SiteLink>
        </p>
      </section>
    </div>
  );
}
