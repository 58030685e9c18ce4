// A video as a light card (SPEC §3 "Video"; DESIGN: video ids by pattern). Before a click it is
// only a thumbnail and a play button — no iframe, no third-party script — so a page of videos stays
// light on a phone. The click loads the privacy-enhanced player (youtube-nocookie.com) with
// autoplay. A URL without a well-formed id is never embedded.
import { useEffect, useRef, useState } from 'react';
import { SmartImage } from '../image/smart-image';
import { Icon } from '../icons/icons';
import { useT } from '../../i18n/use-t';
import { embedUrl, thumbnailUrl, videoId } from '../../lib/video-id';
import styles from './video-card.module.css';

export interface VideoCardProps {
  /** The URL as the school typed it (watch?v=, youtu.be/, /embed/ …). */
  url: string;
  /** Shown under the video, the iframe's title and the play button's name. */
  title: string;
  /** Optional school-chosen thumbnail (back-end path); the provider's thumbnail otherwise. */
  thumbnail?: string;
  /** Optional plain-text line under the title. */
  description?: string;
  /** Heading level of the title (default h3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function VideoCard({ url, title, thumbnail, description, headingLevel = 3, className }: VideoCardProps) {
  const t = useT();
  const id = videoId(url);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const name = title || t('media.videoUntitled');
  const Heading = `h${headingLevel}` as const;

  // The play button disappears on click; keyboard focus moves to the player in its place.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className={[styles.card, className].filter(Boolean).join(' ')} data-video-card="">
      <div className={styles.media}>
        {id && playing ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={embedUrl(id)}
            title={name}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : id ? (
          <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={t('media.playVideo', { title: name })}>
            <SmartImage path={thumbnail || thumbnailUrl(id)} alt="" width={480} height={360} className={styles.thumb} />
            <span className={styles.icon} aria-hidden="true">
              <Icon name="play" size={30} />
            </span>
          </button>
        ) : (
          <div className={styles.unavailable}>
            <SmartImage path={thumbnail} alt="" width={480} height={360} className={styles.thumb} />
            <p className={styles.note}>{t('media.videoUnavailable')}</p>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <Heading className={styles.title}>{name}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </figcaption>
    </figure>
  );
}
