import { useMemo, type ElementType } from 'react';
import { useRenderContext } from '../../render/render-context';
import { sanitizeHtml } from './sanitize';
import { CONTENT_ATTR } from './site-markers';
import styles from './safe-html.module.css';

interface Props {
  html: string;
  as?: ElementType;
  className?: string;
  /**
   * The level its first headings take: one below the heading it stands under (2 under the page's
   * h1, 3 under an item's h2), so the page's outline skips none (rich-structure.ts).
   */
  headingsFrom?: 2 | 3 | 4;
}

/**
 * Renders back-end rich text, always sanitized, in a container marked as content (CONTENT_ATTR):
 * the page's behaviours never act on a marker found inside it (site-markers.ts).
 */
export function SafeHtml({ html, as: Tag = 'div', className, headingsFrom = 2 }: Props) {
  // (The render's purifier: the prerenderer's is bound to a server-side DOM.)
  const { purifier } = useRenderContext();
  const clean = useMemo(() => sanitizeHtml(html, headingsFrom, purifier), [html, headingsFrom, purifier]);
  const attrs = { className: [styles.rich, className].filter(Boolean).join(' '), [CONTENT_ATTR]: '' };
  if ('text' in clean) return <Tag {...attrs}>{clean.text}</Tag>;
  return <Tag {...attrs} dangerouslySetInnerHTML={{ __html: clean.html }} />;
}
