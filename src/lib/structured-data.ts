// The pages' structured data (schema.org, as JSON-LD in the head: scripts/build/page-writer.ts
// writes each object into a <script type="application/ld+json">, escaped so that no text can end
// the element). From plain values the renderer picks from the page's data
// (src/prerender/page-structured-data.ts): the school on the home page, a notice or news item as an
// article, the events a page lists. Every URL goes through safeHttpUrl (a value that is not an
// absolute http(s) URL is left out, never written as it came), and empty fields are left out:
// schema.org reads a missing property as unknown, an empty one as a wrong value.
import { safeHttpUrl } from './safe-url';

const CONTEXT = 'https://schema.org';

type Ld = Record<string, unknown>;

/** The object without its empty members ('' , null, undefined, []). */
function compact(o: Ld): Ld {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

const url = (u: string | null | undefined) => safeHttpUrl(u ?? '') ?? '';
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined || !Number.isFinite(ms) ? '' : new Date(ms).toISOString());

export interface SchoolFacts {
  name: string;
  /** The site's home page, absolute. */
  url: string;
  logo: string;
  /** The school's photo, absolute. */
  image?: string;
  address: string;
  telephone: string;
  email: string;
  description?: string;
  /** Its profiles elsewhere (Facebook, YouTube…): absolute URLs. */
  sameAs: string[];
}

/** The school (schema.org School, an EducationalOrganization). */
export function schoolLd(s: SchoolFacts): Ld {
  return compact({
    '@context': CONTEXT,
    '@type': 'School',
    name: s.name,
    url: url(s.url),
    logo: url(s.logo),
    image: url(s.image),
    description: s.description ?? '',
    address: s.address ? { '@type': 'PostalAddress', streetAddress: s.address } : '',
    telephone: s.telephone,
    email: s.email,
    sameAs: [...new Set(s.sameAs.map(url).filter(Boolean))],
  });
}

export interface ArticleFacts {
  /** A notice is an Article, a news item a NewsArticle. */
  type: 'Article' | 'NewsArticle';
  headline: string;
  /** Its page, absolute. */
  url: string;
  image: string;
  published: number | null;
  modified?: number | null;
  description?: string;
  lang: string;
  /** Who publishes it: the school. */
  publisher: { name: string; logo: string };
}

/** Google shows at most 110 characters of a headline; schema.org's is the same text, cut. */
export const HEADLINE_MAX = 110;

export function articleLd(a: ArticleFacts): Ld {
  const logo = url(a.publisher.logo);
  const publisher = compact({ '@type': 'Organization', name: a.publisher.name, logo: logo ? { '@type': 'ImageObject', url: logo } : '' });
  return compact({
    '@context': CONTEXT,
    '@type': a.type,
    headline: a.headline.length > HEADLINE_MAX ? a.headline.slice(0, HEADLINE_MAX - 1) + '…' : a.headline,
    url: url(a.url),
    mainEntityOfPage: url(a.url),
    image: url(a.image) ? [url(a.image)] : '',
    datePublished: iso(a.published),
    dateModified: iso(a.modified ?? null),
    description: a.description ?? '',
    inLanguage: a.lang,
    author: publisher,
    publisher,
  });
}

export interface EventFacts {
  name: string;
  start: number | null;
  end: number | null;
  description?: string;
  image?: string;
  /** Where it is: the school (its name and address). */
  location: { name: string; address: string };
}

/** An event (schema.org Event) when the data allows one: a name and a start date; else null. */
export function eventLd(e: EventFacts): Ld | null {
  if (!e.name.trim() || !iso(e.start)) return null;
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.name,
    startDate: iso(e.start),
    endDate: e.end !== null && e.start !== null && e.end >= e.start ? iso(e.end) : '',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: e.description ?? '',
    image: url(e.image),
    location: compact({
      '@type': 'Place',
      name: e.location.name,
      address: e.location.address ? { '@type': 'PostalAddress', streetAddress: e.location.address } : '',
    }),
  });
}
