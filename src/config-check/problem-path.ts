// A config problem's path, as staff read it (home.sections[3].type, content.pages["lower-secondary"])
// and as segments (['home', 'sections', 3, 'type']): the problems carry the text; the studio files
// them by segments and the JSON reader finds their place in the file by them.

export type PathSegments = Array<string | number>;

/** ['home', 'sections', 3, 'type'] → "home.sections[3].type" (a key that is no identifier is quoted). */
export function pathText(segments: ReadonlyArray<string | number>): string {
  let out = '';
  for (const p of segments) {
    if (typeof p === 'number' || /^\d+$/.test(p)) out += `[${p}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(p)) out += out ? `.${p}` : p;
    else out += `[${JSON.stringify(p)}]`;
  }
  return out;
}

/** Parses "home.sections[3].props[\"a.b\"]" into segments. */
export function pathSegments(path: string): PathSegments {
  const out: PathSegments = [];
  const re = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(JSON.parse(m[3]) as string);
  }
  return out;
}
