// SPEC §4 "Testimonial text": the Description (which may hold HTML) is shown as plain text; over
// constants.testimonialLimit (300) characters it is cut to constants.testimonialCut (200) plus
// '...', with a '...see more' / '....show less' toggle. The toggle collapses again whenever
// resetKey changes (a slider's slide change). The whole text is in the page, its rest and the
// 'show less' label hidden, so that before the island wakes the toggle answers from plain script
// (components/first-answer/disclosure.ts); the text then starts as the page shows it.
import { useId, useMemo, useState } from 'react';
import { useConstants } from '../../site-config/config-context';
import { answer } from '../first-answer/answer-marker';
import { expandedOf } from '../first-answer/shown-state';
import { useTakeOver } from '../first-answer/use-take-over';
import { useT } from '../../i18n/use-t';
import { htmlToText, truncateText } from '../../lib/truncate';
import styles from './testimonial-text.module.css';

export interface TestimonialTextProps {
  /** The testimonial's Description as the back-end sent it (HTML allowed; shown as text). */
  html: string;
  /** When this changes the text collapses again (e.g. the current slide's index). */
  resetKey?: unknown;
  className?: string;
}

/** Whether a text is long enough to be cut (and so to get a toggle), over `limit` (constants.testimonialLimit). */
export function isLongTestimonial(text: string, limit: number): boolean {
  return text.length > limit;
}

export function TestimonialText({ html, resetKey, className }: TestimonialTextProps) {
  const constants = useConstants();
  const t = useT();
  const id = useId();
  const text = useMemo(() => htmlToText(html), [html]);
  const [open, setOpen] = useTakeOver(() => expandedOf(id), false);
  const [key, setKey] = useState(resetKey);
  // Collapse when the key changes (adjusting state during render rather than in an effect).
  if (!Object.is(key, resetKey)) {
    setKey(resetKey);
    setOpen(false);
  }
  const expanded = Object.is(key, resetKey) && open;
  const long = isLongTestimonial(text, constants.testimonialLimit);
  // Cut, it is the start of the text and an ellipsis; in full, the same start and the rest.
  const cut = truncateText(text, constants.testimonialCut);
  const start = long ? text.slice(0, constants.testimonialCut).trimEnd() : text;
  if (!text) return null;
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <p id={id} className={styles.text}>
        {start}
        {long && (
          <>
            <span hidden={expanded} data-shown-when="collapsed">
              {cut.slice(start.length)}
            </span>
            <span hidden={!expanded} data-shown-when="expanded">
              {text.slice(start.length)}
            </span>
          </>
        )}
      </p>
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setOpen(!expanded)}
          {...answer('disclosure')}
          // In a slider it closes on a slide change: the plain answer to a slider's arrow closes it too.
          data-reset-on-step={resetKey !== undefined || undefined}
        >
          <span hidden={expanded} data-shown-when="collapsed">
            {t('media.seeMore')}
          </span>
          <span hidden={!expanded} data-shown-when="expanded">
            {t('media.showLess')}
          </span>
        </button>
      )}
    </div>
  );
}
