// What a page's HTML loads before first render: its module scripts, modulepreloads and
// stylesheets (site paths, in document order, each once). Shared by the size budget and the bench.
const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

export function htmlAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const [tag, kind] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (kind.toLowerCase() === 'script') {
      const src = attr(tag, 'src');
      if (src) js.add(src);
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.add(href);
    else if (rel.includes('stylesheet')) css.add(href);
  }
  return { js: [...js], css: [...css] };
}
