import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize';
import styles from './safe-html.module.css';

interface Props {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Renders back-end rich text, always sanitized. */
export function SafeHtml({ html, as: Tag = 'div', className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const cls = [styles.rich, className].filter(Boolean).join(' ');
  if ('text' in clean) return <Tag className={cls}>{clean.text}</Tag>;
  return <Tag className={cls} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
