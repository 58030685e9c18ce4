// The name a downloaded document is saved under: the document's Title plus the file's real
// extension (SPEC §7 says '.pdf'; the contract (#4) says attachments can be any type, so a .docx
// stays a .docx and only a path without an extension falls back to '.pdf').

/** Characters that are not allowed (or are risky) in file names on Windows, macOS, Android. */
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

export function downloadName(title: string, path: string, fallbackTitle = 'download'): string {
  const base =
    title
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // Leading/trailing dots make hidden or odd files.
      .replace(/^\.+|\.+$/g, '')
      .trim()
      .slice(0, 150) || fallbackTitle;
  const ext = fileExtension(path) || 'pdf';
  // A title that already ends in the extension ("Form.pdf") is not doubled.
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** The extension of a path's file name, lower case ('' when it has none). */
export function fileExtension(path: string): string {
  const m = /\.([a-z0-9]{1,5})(?:[?#].*)?$/i.exec(path.replace(/\\/g, '/'));
  return m ? m[1].toLowerCase() : '';
}
