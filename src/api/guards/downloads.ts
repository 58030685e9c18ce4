// GetDownloadList: a bare array of Download (contract #4), or SPEC's wrapper. SPEC §7 empties the
// list when the answer has a Message. The file can be any type (pdf, docx, jpg), so the path keeps
// its own extension.
import { hasMessage, rowsOf } from './rows';
import { field, items, num, str } from './read';

export interface DownloadItem {
  id: number | null;
  title: string;
  /** Raw back-end path (backslashes); the UI turns it into a URL. */
  path: string;
}

export function guardDownloads(body: unknown): DownloadItem[] {
  if (hasMessage(body)) return [];
  return items(rowsOf(body), (o) => {
    const path = str(field(o, 'AttachmentPath', 'FilePath'));
    // Without a file there is nothing to download.
    return path ? { id: num(field(o, 'TranId', 'Id'), null), title: str(o.Title), path } : null;
  });
}
