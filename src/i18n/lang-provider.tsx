// The page's language. It is the address's (src/lib/lang-path.ts), fixed for the document: the
// other language is another address, which the header's switch links to (a page load, which the
// service worker and prefetch make quick). Components read it with useLang() and useT(); the entry
// points load its dictionary before the first render (startInLang, which also sets <html lang>),
// the prerenderer before each page (src/prerender/render-page.tsx). Plain helpers are given it.
import { useContext, type ReactNode } from 'react';
import { LangContext } from './use-t';
import { loadDictionary, type Lang } from './t';

/**
 * Before the first render in the browser: the language's dictionary (English is built in; Nepali
 * is a chunk of its own) and <html lang>. When the dictionary cannot be had (offline, its chunk
 * not kept) the page is drawn in English: resolves to the language the page will speak.
 */
export async function startInLang(lang: Lang): Promise<Lang> {
  try {
    await loadDictionary(lang);
  } catch {
    lang = 'en';
  }
  document.documentElement.lang = lang;
  return lang;
}

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** The language the page is drawn in. */
export function useLang(): Lang {
  return useContext(LangContext);
}
