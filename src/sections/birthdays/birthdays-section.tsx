// SPEC §2 home 6 and §3 "Birthday response": employees (tagged emp) and students (std) celebrating,
// as a carousel. A person with a designation shows 'Designation: …'; otherwise 'Class: … "section"'.
// The photos come only when the visitor asks (docs/decisions.md): they are people's own, from live
// data, so the build never copies them, and the ERP serves only the upload (3–5 MB from a phone).
import { useState } from 'react';
import { useBirthdays } from '../../api/hooks';
import type { Birthday } from '../../api/guards/birthdays';
import { Carousel } from '../../components/carousel/carousel';
import { SmartImage } from '../../components/image/smart-image';
import { translate, type Lang } from '../../i18n/t';
import { useT } from '../../i18n/use-t';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import styles from './birthdays.module.css';
import { useLang } from '../../i18n/lang-provider';

/** The line under a birthday person's name. */
export function birthdayLine(lang: Lang, p: Pick<Birthday, 'designation' | 'className' | 'section'>): string {
  if (p.designation) return translate(lang, 'section.birthdays.designation', { designation: p.designation });
  if (!p.className) return '';
  return p.section
    ? translate(lang, 'section.birthdays.class', { className: p.className, section: p.section })
    : translate(lang, 'section.birthdays.classOnly', { className: p.className });
}

/** A name's initials (its first two words'), shown in place of the photo until it is asked for. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

export default function BirthdaysSection({ section }: SectionProps<'birthdays'>) {
  const tr = useT();
  const lang = useLang();
  const { data } = useBirthdays();
  const [photos, setPhotos] = useState(false);
  if (!data.length) return null;
  const withPhoto = data.some((p) => p.photo);
  const heading = sectionHeading(lang, section.props?.heading, 'section.birthdays.heading');
  return (
    <SectionFrame heading={heading}>
      <Carousel
        items={data}
        itemKey={(p, i) => `${p.kind}-${p.name}-${i}`}
        label={heading}
        preset={section.props?.carousel ?? 'five'}
        renderItem={(p) => {
          const line = birthdayLine(lang, p);
          return (
            <article className={`card ${styles.card}`} data-kind={p.kind}>
              <div className={styles.photo}>
                {photos && p.photo ? (
                  <SmartImage path={p.photo} alt={p.name} width={240} height={240} />
                ) : (
                  <span className={styles.initials} aria-hidden="true">
                    {initials(p.name)}
                  </span>
                )}
              </div>
              <p className={styles.wish}>{tr('section.birthdays.wish')}</p>
              <h3 className={styles.name}>{p.name}</h3>
              {line && <p className={styles.line}>{line}</p>}
            </article>
          );
        }}
      />
      {withPhoto && !photos && (
        <p className={styles.more}>
          <button type="button" className="btn btn-outline" onClick={() => setPhotos(true)}>
            {tr('section.birthdays.showPhotos')}
          </button>
        </p>
      )}
    </SectionFrame>
  );
}
