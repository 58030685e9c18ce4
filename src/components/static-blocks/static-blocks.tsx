// Text written in site.config.json (static pages, online admission): each block is an optional
// heading, paragraphs and a bullet list, in that order. Plain text only, no HTML.
import type { StaticBlock } from '../../generated/site-config';
import { localText } from '../../i18n/local-text';
import styles from './static-blocks.module.css';
import { useLang } from '../../i18n/lang-provider';

interface Props {
  blocks: StaticBlock[] | undefined;
  /** Heading level of block headings (default 2). */
  headingLevel?: 2 | 3;
}

export function StaticBlocks({ blocks, headingLevel = 2 }: Props) {
  const lang = useLang();
  const H = `h${headingLevel}` as const;
  return (
    <div className={styles.blocks}>
      {(blocks ?? []).map((b, i) => {
        const heading = localText(lang, b.heading);
        const paragraphs = (b.paragraphs ?? []).map((p) => localText(lang, p)).filter(Boolean);
        const list = (b.list ?? []).map((l) => localText(lang, l)).filter(Boolean);
        if (!heading && !paragraphs.length && !list.length) return null;
        return (
          <section key={i} className={styles.block}>
            {heading && <H className={styles.heading}>{heading}</H>}
            {paragraphs.map((p, j) => (
              <p key={j} className={styles.paragraph}>
                {p}
              </p>
            ))}
            {list.length > 0 && (
              <ul className={styles.list}>
                {list.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
