// SPEC §4 "Testimonial text": the Description (which may hold HTML) is shown as plain text; over
// constants.testimonialLimit (300) characters it is cut to constants.testimonialCut (200) plus
// '...', with a '...see more' / '....show less' toggle. The toggle collapses again whenever
// resetKey changes (a slider's slide change).
import { useId, useMemo, useState } from 'react';
import { useConstants } from '../../config/config-context';
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
  const [state, setState] = useState({ key: resetKey, expanded: false });
  // Collapse when the key changes (adjusting state during render rather than in an effect).
  if (!Object.is(state.key, resetKey)) setState({ key: resetKey, expanded: false });
  const expanded = Object.is(state.key, resetKey) && state.expanded;
  const long = isLongTestimonial(text, constants.testimonialLimit);
  const shown = long && !expanded ? truncateText(text, constants.testimonialCut) : text;
  if (!text) return null;
  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <p id={id} className={styles.text}>
        {shown}
      </p>
      {long && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setState({ key: resetKey, expanded: !expanded })}
        >
          {expanded ? t('media.showLess') : t('media.seeMore')}
        </button>
      )}
    </div>
  );
}
