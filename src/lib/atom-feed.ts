// An Atom feed (RFC 4287) as text, from plain values: what a feed reader needs of each item (its
// id, title, link, when it was last changed, a plain-text summary). Every text is escaped for
// XML, and characters XML 1.0 cannot carry at all (control characters a back-end's text may
// hold) are dropped, so a feed reader never refuses the whole feed for one item.

export interface AtomEntry {
  /** An absolute IRI that stays the entry's for good (its page's absolute address). */
  id: string;
  title: string;
  /** The item's page, absolute. */
  url: string;
  /** Epoch ms of its last change. */
  updated: number;
  /** Plain text ('' leaves the summary out). */
  summary: string;
}

export interface AtomFeedInput {
  /** The feed's own absolute address: its id and its rel="self" link. */
  self: string;
  /** The page the feed is of (the list), absolute. */
  page: string;
  title: string;
  /** The feed's language (xml:lang). */
  lang: string;
  /** Epoch ms the feed says it was updated when it has no entry (the build's time). */
  updated: number;
  /** The author Atom requires of every entry: the school. */
  author: string;
  entries: AtomEntry[];
}

/** Text as XML character data or an attribute's value. */
export function xmlText(s: string): string {
  return (
    String(s)
      // (Not allowed anywhere in XML 1.0: C0 controls but tab and line breaks, lone surrogates, U+FFFE/F.)
      .replace(
        /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
        '',
      )
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The feed's document. Its updated is its newest entry's (`updated` when it has none): the same
 * content gives the same bytes whenever it is built, as the pages do, so a rebuild that changed
 * nothing changes no feed.
 */
export function atomFeed(f: AtomFeedInput): string {
  const newest = f.entries.length ? Math.max(...f.entries.map((e) => e.updated)) : f.updated;
  const entries = f.entries.map(
    (e) =>
      `  <entry>\n    <id>${xmlText(e.id)}</id>\n    <title>${xmlText(e.title)}</title>\n` +
      `    <link rel="alternate" type="text/html" href="${xmlText(e.url)}"/>\n    <updated>${iso(e.updated)}</updated>\n` +
      (e.summary ? `    <summary>${xmlText(e.summary)}</summary>\n` : '') +
      `  </entry>\n`,
  );
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(f.lang)}">\n` +
    `  <id>${xmlText(f.self)}</id>\n  <title>${xmlText(f.title)}</title>\n  <updated>${iso(newest)}</updated>\n` +
    `  <author><name>${xmlText(f.author)}</name></author>\n` +
    `  <link rel="self" type="application/atom+xml" href="${xmlText(f.self)}"/>\n` +
    `  <link rel="alternate" type="text/html" href="${xmlText(f.page)}"/>\n` +
    entries.join('') +
    `</feed>\n`
  );
}
