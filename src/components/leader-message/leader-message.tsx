// One leader's message: photo, name, designation, qualification, social links and the text.
// SPEC §4 "Message text": with `collapsed`, the text starts cut to the first N characters (desktop
// or mobile limit) of its plain text plus an ellipsis; 'see More' shows it in full, for good. The
// cut is made on text, never inside a tag; the full text is the sanitized HTML. Both are in the
// page, the full one hidden, so that before the island wakes 'see More' answers from plain script
// (components/first-answer/disclosure.ts); the message then starts as the page shows it.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { LeaderMessage as Message } from '../../api/guards/introduction';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { htmlToText, truncateText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import { SmartImage } from '../image/smart-image';
import { SafeHtml } from '../safe-html/safe-html';
import { PersonSocial } from '../person-card/person-social';
import { answer } from '../first-answer/answer-marker';
import { expandedOf } from '../first-answer/shown-state';
import { useTakeOver } from '../first-answer/use-take-over';
import styles from './leader-message.module.css';

export interface LeaderMessageProps {
  message: Message;
  /** Start collapsed at these character counts (SPEC: constants.messageCut). Omit for the full text. */
  collapsed?: { desktop: number; mobile: number };
  /** Heading level of the person's name (default 2). */
  headingLevel?: 2 | 3;
  /** Show the message's title (e.g. 'Message from the Chairman') above the text. Default true. */
  showTitle?: boolean;
  /** Load the photo eagerly (the first screen's main image). */
  priority?: boolean;
  className?: string;
  id?: string;
}

export function LeaderMessage({ message, collapsed, headingLevel = 2, showTitle = true, priority, className, id }: LeaderMessageProps) {
  const t = useT();
  const isMobile = useIsMobile();
  const bodyId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useTakeOver(() => expandedOf(bodyId), false);
  const [focusBody, setFocusBody] = useState(false);
  const text = useMemo(() => htmlToText(message.description), [message.description]);
  const limit = collapsed ? (isMobile ? collapsed.mobile : collapsed.desktop) : Infinity;
  const long = text.length > limit;
  const H = `h${headingLevel}` as const;
  const name = message.name || message.designation;

  useEffect(() => {
    if (focusBody) bodyRef.current?.focus({ preventScroll: true });
  }, [focusBody]);

  return (
    <article id={id} className={[styles.message, className].filter(Boolean).join(' ')}>
      <div className={styles.person}>
        <div className={styles.photo}>
          <SmartImage
            path={message.image}
            alt={name}
            width={280}
            height={320}
            sizes="(min-width: 768px) 240px, 280px"
            priority={priority}
          />
        </div>
        <H className={styles.name}>{name}</H>
        {message.designation && message.name && <p className={styles.designation}>{message.designation}</p>}
        {message.qualification && <p className={styles.qualification}>{message.qualification}</p>}
        <PersonSocial person={name} links={message.social} />
      </div>
      <div className={styles.content}>
        {showTitle && message.title && <p className={styles.title}>{message.title}</p>}
        <div id={bodyId} ref={bodyRef} tabIndex={-1} className={styles.body}>
          {!text ? (
            <p className={styles.plain}>{t('app.na')}</p>
          ) : long ? (
            <>
              <p className={styles.plain} hidden={expanded} data-shown-when="collapsed">
                {truncateText(text, limit)}
              </p>
              <div hidden={!expanded} data-shown-when="expanded">
                <SafeHtml html={message.description} headingsFrom={headingLevel === 2 ? 3 : 4} />
              </div>
            </>
          ) : (
            <SafeHtml html={message.description} headingsFrom={headingLevel === 2 ? 3 : 4} />
          )}
        </div>
        {long && (
          <button
            type="button"
            className={`btn btn-outline ${styles.more}`}
            aria-expanded={expanded}
            aria-controls={bodyId}
            hidden={expanded}
            data-shown-when="collapsed"
            onClick={() => {
              setExpanded(true);
              setFocusBody(true);
            }}
            {...answer('disclosure')}
          >
            {t('info.seeMore')}
          </button>
        )}
      </div>
    </article>
  );
}
