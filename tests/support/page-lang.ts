// The page's language as the browser has it (<html lang>, which plain helpers' t() speaks:
// src/i18n/t.ts): set on the document, or, in a test without a DOM, on a stand-in for it.
export function pageLang(lang: 'en' | 'ne'): void {
  if (typeof document === 'undefined' || !document.documentElement) {
    (globalThis as { document?: unknown }).document = { documentElement: { lang } };
    return;
  }
  document.documentElement.lang = lang;
}
