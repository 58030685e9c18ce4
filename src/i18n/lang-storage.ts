// Where the visitor's language choice is kept. No React here: the island loader reads it before
// deciding how to start the page (src/islands/loader.ts).
export const LANG_STORAGE_KEY = 'school-site:lang';

/** The visitor's remembered language (browser only; 'en' when none or no storage). */
export function storedLang(): 'en' | 'ne' {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}

export function rememberLang(lang: 'en' | 'ne'): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
