// GetVideosList: a bare array of Videos (contract #11). AddUrl may hold several URLs joined by
// '##'; the server already splits them into UrlColl, so UrlColl wins and AddUrl is the fallback.
// URLs are kept as typed; the UI checks them and extracts the video id.
import { rowsOf } from './rows';
import { arr, field, items, num, str } from './read';

export interface Video {
  id: number | null;
  title: string;
  description: string;
  /** Raw back-end path of the thumbnail/attachment, '' when none. */
  thumbnail: string;
  urls: string[];
  order: number | null;
}

function urlsOf(o: Record<string, unknown>): string[] {
  const fromColl = arr(o.UrlColl).map(str).filter(Boolean);
  if (fromColl.length) return fromColl;
  return str(field(o, 'AddUrl', 'URLPath', 'UrlPath'))
    .split('##')
    .map((u) => u.trim())
    .filter(Boolean);
}

export function guardVideos(body: unknown): Video[] {
  return items(rowsOf(body), (o) => {
    const urls = urlsOf(o);
    // Without a URL there is nothing to play.
    if (!urls.length) return null;
    return {
      id: num(field(o, 'VideosId', 'Id'), null),
      title: str(o.Title),
      description: str(o.Description),
      thumbnail: str(field(o, 'AttachFilePath', 'ThumbnailPath')),
      urls,
      order: num(o.OrderNo, null),
    };
  });
}
