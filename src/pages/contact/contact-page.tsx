// /contact/contact-us (SPEC §2 "Contact Us"): a 'Get in Touch' block with the school's social
// links; cards for Address (with 'View On Map'), Contact (tel: links) and Email Address (mailto:);
// and the contact form (from the forms engine; SPEC §4: nothing is sent).
import type { ReactNode } from 'react';
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useCompany, useContact, useSocialMedia } from '../../api/hooks';
import { Icon, type IconName } from '../../components/icons/icons';
import { visibleSocialLinks } from '../../lib/shown-social';
import { mailtoHref, telHref } from '../../lib/safe-url';
import { SocialLinks } from '../../components/social-links/social-links';
import { FormView } from '../../forms/form-view';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import styles from './contact-page.module.css';

/** "01-5543210, 9841234567" → each number on its own, for one tel: link each. */
export function splitValues(v: string): string[] {
  return v
    .split(/[,;]|\s\/\s|\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={`card ${styles.infoCard}`}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={26} />
      </span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <div className={styles.cardBody}>{children}</div>
    </div>
  );
}

export default function ContactPage({ route }: PageProps) {
  const href = useHref();
  const t = useT();
  const contact = useContact().data;
  const company = useCompany().data;
  const social = visibleSocialLinks(useSocialMedia().data);
  const address = contact.address || company.address;
  const phones = splitValues(contact.phone || company.phone);
  const emails = splitValues(contact.email || company.email);
  const formId = route.props?.form ?? 'contact';
  return (
    <div className="container section" data-page="contact">
      <div className={styles.layout}>
        <div className={styles.side}>
          <section className={styles.touch} aria-labelledby="contact-touch">
            <h2 id="contact-touch" className={styles.touchTitle}>
              {t('page.contact.getInTouch')}
            </h2>
            <p>{t('page.contact.getInTouchText')}</p>
            {social.length > 0 && (
              <nav aria-label={t('app.socialLinks')}>
                <SocialLinks links={social} />
              </nav>
            )}
          </section>
          <div className={styles.cards}>
            <InfoCard icon="pin" title={t('page.contact.address')}>
              <p>{address || t('app.na')}</p>
              {contact.mapUrl.trim() && (
                <SiteLink to={href('map', { frame: contact.mapUrl })} className={styles.mapLink}>
                  {t('page.contact.viewOnMap')}
                </SiteLink>
              )}
            </InfoCard>
            <InfoCard icon="phone" title={t('page.contact.contact')}>
              {phones.length ? (
                <ul className={styles.values}>
                  {phones.map((p) => {
                    const href = telHref(p);
                    return <li key={p}>{href ? <a href={href}>{p}</a> : p}</li>;
                  })}
                </ul>
              ) : (
                <p>{t('app.na')}</p>
              )}
            </InfoCard>
            <InfoCard icon="mail" title={t('page.contact.email')}>
              {emails.length ? (
                <ul className={styles.values}>
                  {emails.map((e) => {
                    const href = mailtoHref(e);
                    return <li key={e}>{href ? <a href={href}>{e}</a> : e}</li>;
                  })}
                </ul>
              ) : (
                <p>{t('app.na')}</p>
              )}
            </InfoCard>
          </div>
        </div>
        <section className={`card ${styles.form}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('page.contact.formHeading')}
          </h2>
          <FormView formId={formId} headingLevel={3} />
        </section>
      </div>
    </div>
  );
}
