// Which structured data a prerendered page carries (src/lib/structured-data.ts), from the data the
// page was made with: the school on the home page (the name, logo, address, phone, email and
// social profiles the footer and contact page show), the notice or news item a detail page is
// of, and an Event for each event (not holiday) with a date on a page that lists the upcoming
// events (the calendar; not the home page). Its addresses need the site's: without it a page has none.
import { ops } from '../api/operations';
import { viewKey } from '../api/views';
import { newsViews, noticeViews } from '../api/list-views';
import { fileUrl } from '../api/file-url';
import type { Company } from '../api/guards/company';
import type { Contact } from '../api/guards/contact';
import type { EventHoliday } from '../api/guards/event-holiday';
import type { NewsItem } from '../api/guards/news';
import type { Notice } from '../api/guards/notices';
import type { SocialLink } from '../api/guards/social';
import type { Route, SiteConfig } from '../generated/site-config';
import { absoluteUrl } from '../lib/page-head';
import { routeParams } from '../lib/route-match';
import { visibleSocialLinks } from '../lib/shown-social';
import { articleLd, eventLd, schoolLd } from '../lib/structured-data';
import { htmlToText, truncateText } from '../lib/truncate';
import type { SiteLang } from '../lib/lang-path';

export interface PagePlace {
  config: SiteConfig;
  route: Route;
  /** The page's path in the route table (no language prefix) and its address. */
  routePath: string;
  address: string;
  lang: SiteLang;
  siteUrl: string;
  /** The file host the render names the back-end's files on (its endpoints'). */
  fileHost: string;
  /** The data the page shows (its used keys). */
  data: Record<string, unknown>;
}

const DESCRIPTION_MAX = 300;

export function pageStructuredData(p: PagePlace): Record<string, unknown>[] {
  const site = p.siteUrl.replace(/\/$/, '');
  if (!site) return [];
  const company = (p.data[ops.company.key] ?? {}) as Partial<Company>;
  const contact = (p.data[ops.contact.key] ?? {}) as Partial<Contact>;
  const name = company.name || p.config.site.title;
  const file = (path: string | undefined) => absoluteUrl(fileUrl(path, p.fileHost) ?? '', site);
  const logo = file(company.logo);
  const address = contact.address || company.address || '';
  const here = site + p.address;
  const out: Record<string, unknown>[] = [];

  if (p.route.page === 'home') {
    const social = (p.data[ops.socialMedia.key] ?? []) as SocialLink[];
    out.push(
      schoolLd({
        name,
        url: here,
        logo,
        image: file(company.schoolPhoto),
        address,
        telephone: contact.phone || company.phone || '',
        email: contact.email || company.email || '',
        description: company.slogan || '',
        sameAs: visibleSocialLinks(social).map((s) => s.url),
      }),
    );
  }

  const params = routeParams(p.route.path, p.routePath) ?? {};
  const id = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const publisher = { name, logo };
  const text = (html: string) => truncateText(htmlToText(html).replace(/\s+/g, ' '), DESCRIPTION_MAX, '…');
  if (p.route.page === 'notice-detail' && id !== null) {
    // (The page's data holds its one notice: a view of the list, src/api/list-views.ts.)
    const n = ((p.data[viewKey(noticeViews.item, { id })] ?? []) as Notice[])[0];
    if (n)
      out.push(
        articleLd({
          type: 'Article',
          headline: n.headline,
          url: here,
          image: file(n.image),
          published: n.publishOn ?? n.noticeDate,
          description: text(n.description.trim() ? n.description : n.content),
          lang: p.lang,
          publisher,
        }),
      );
  }
  if (p.route.page === 'news-detail' && id !== null) {
    const n = ((p.data[viewKey(newsViews.item, { id })] ?? []) as NewsItem[])[0];
    if (n)
      out.push(
        articleLd({
          type: 'NewsArticle',
          headline: n.headline,
          url: here,
          image: file(n.photo),
          published: n.publishedMs,
          description: text(n.description),
          lang: p.lang,
          publisher,
        }),
      );
  }

  // (The events and holidays list: an Event for each event with a date; a holiday is not one. Not
  // on the home page, whose calendar shows them too: there they cost its HTML ~1 KB of brotli,
  // the first screen's first round trip had no room for, and moved a section below it.)
  const events = p.route.page === 'home' ? [] : ((p.data[ops.eventHoliday.key] ?? []) as EventHoliday[]);
  for (const e of events) {
    if (e.kind.trim().toLowerCase() === 'holiday') continue;
    const ld = eventLd({
      name: e.name,
      start: e.fromMs,
      end: e.toMs,
      description: text(e.description),
      image: file(e.image),
      location: { name, address },
    });
    if (ld) out.push(ld);
  }
  return out;
}
