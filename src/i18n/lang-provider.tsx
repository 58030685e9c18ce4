// The visitor's language: English by default (prerendered pages are English), Nepali when chosen.
// The choice is remembered, sets <html lang>, and re-renders the page without a reload.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { LangContext } from './use-t';
import { getLang, loadDictionary, setLang, type Lang } from './t';

import { rememberLang, storedLang } from './lang-storage';

export { storedLang };

const SetLangContext = createContext<(lang: Lang) => void>(() => {});

/**
 * Before the first render (main.tsx): a visitor who chose Nepali gets the dictionary and the
 * language set up front, so the app renders in Nepali from the start. The prerendered HTML is
 * English, so such a page is rendered afresh rather than hydrated (hydrating English HTML while
 * t() already speaks Nepali would mismatch).
 */
export async function startInStoredLang(): Promise<Lang> {
  if (storedLang() !== 'ne') return 'en';
  try {
    await loadDictionary('ne');
  } catch {
    return 'en'; // the dictionary could not be fetched (offline): English, as the HTML is
  }
  setLang('ne');
  document.documentElement.lang = 'ne';
  return 'ne';
}

export function LangProvider({ children }: { children: ReactNode }) {
  const [lang, setState] = useState<Lang>(getLang());
  const choose = useCallback((next: Lang) => {
    void loadDictionary(next).then(() => {
      setLang(next);
      setState(next);
      document.documentElement.lang = next;
      rememberLang(next);
    });
  }, []);
  // A remembered choice not yet applied (main.tsx normally applies it before the first render).
  useEffect(() => {
    if (storedLang() === 'ne' && getLang() !== 'ne') choose('ne');
  }, [choose]);
  return (
    <SetLangContext.Provider value={choose}>
      <LangContext.Provider value={lang}>{children}</LangContext.Provider>
    </SetLangContext.Provider>
  );
}

export function useLang(): [Lang, (lang: Lang) => void] {
  return [useContext(LangContext), useContext(SetLangContext)];
}

/**
 * An island's language on a prerendered page: the page's own (English), fixed; choosing another
 * hands the whole page to the client-rendered app in that language (src/islands/hydrate.tsx).
 */
export function FixedLang({ lang, onChoose, children }: { lang: Lang; onChoose: (lang: Lang) => void; children: ReactNode }) {
  return (
    <SetLangContext.Provider value={onChoose}>
      <LangContext.Provider value={lang}>{children}</LangContext.Provider>
    </SetLangContext.Provider>
  );
}
