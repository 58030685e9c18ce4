import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from './sanitize';
import { CONTENT_ATTR } from './site-markers';
import styles from './safe-html.module.css';

interface Props {
  html: string;
  as?: ElementType;
  className?: string;
}

/**
 * Renders back-end rich text, always sanitized, in a container marked as content (CONTENT_ATTR):
 * the page's behaviours never act on a marker found inside it (site-markers.ts).
 */
export function SafeHtml({ html, as: Tag = 'div', className }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const attrs = { className: [styles.rich, className].filter(Boolean).join(' '), [CONTENT_ATTR]: '' };
  if ('text' in clean) return <Tag {...attrs}>{clean.text}</Tag>;
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
