// SPEC §2 "Header and navigation": logo, name, slogan, first part of the address (opens the map
// when the school has one), e-mail with opening hours (the hours on their own when there is no
// e-mail), phone labelled 'For Any Enquiry'.
import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useCompany, useContact } from '../../api/hooks';
import { useSiteConfig } from '../../site-config/config-context';
import { SmartImage } from '../../components/image/smart-image';
import { fixedSize } from '../../components/image/image-sizes';
import { Icon } from '../../components/icons/icons';
import { formatOpeningHours } from './opening-hours';
import { extractMapSrc } from '../../lib/map-src';
import { mailtoHref, telHref } from '../../lib/safe-url';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { LangSwitch } from './lang-switch';
import { HeaderSearch } from './header-search';
import styles from './header.module.css';

export function Header() {
  const siteConfig = useSiteConfig();
  const href = useHref();
  const t = useT();
  const lang = useLang();
  const company = useCompany().data;
  const contact = useContact().data;
  const name = company.name || siteConfig.site.title;
  const address = (contact.address || company.address).split(',')[0].trim();
  const email = contact.email || company.email;
  const phone = contact.phone || company.phone;
  const mail = mailtoHref(email);
  const tel = telHref(phone);
  const hours = formatOpeningHours(lang, contact.openingHours);
  // Only a map the map page can show: any other address link would lead to an error message.
  const hasMap = extractMapSrc(contact.mapUrl) !== null;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <SiteLink to={href('home')} className={styles.brand}>
          <SmartImage path={company.logo} alt="" width={64} height={64} sizes={fixedSize(64)} className={styles.logo} loading="eager" />
          <span>
            <span className={styles.name}>{name}</span>
            {company.slogan && <span className={styles.slogan}>{company.slogan}</span>}
          </span>
        </SiteLink>
        <ul className={styles.info}>
          {address && (
            <li>
              <Icon name="pin" />
              {hasMap ? (
                <SiteLink to={href('map', { frame: contact.mapUrl })} aria-label={t('header.openMap', { address })}>
                  {address}
                </SiteLink>
              ) : (
                <span>{address}</span>
              )}
            </li>
          )}
          {email ? (
            <li>
              <Icon name="mail" />
              <span className={styles.stack}>
                {mail ? <a href={mail}>{email}</a> : <span>{email}</span>}
                <small>
                  <Icon name="clock" size={14} /> {hours}
                </small>
              </span>
            </li>
          ) : (
            <li>
              <Icon name="clock" />
              <span className={styles.stack}>
                <small>{t('header.openingHours')}</small>
                <span>{hours}</span>
              </span>
            </li>
          )}
          {phone && (
            <li>
              <Icon name="phone" />
              <span className={styles.stack}>
                <small>{t('header.forAnyEnquiry')}</small>
                {tel ? <a href={tel}>{phone}</a> : <span>{phone}</span>}
              </span>
            </li>
          )}
        </ul>
        <HeaderSearch />
        <LangSwitch />
      </div>
    </header>
  );
}
