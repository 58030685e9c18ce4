// The visitor's remembered choice of language (src/i18n/lang-choice.js keeps it: the header's
// switch is a link that makes it, and every prerendered page goes to the chosen language before it
// is drawn). A page's own language is its address's (src/lib/lang-path.ts); the choice matters
// only where no address says it, such as the studio's own labels.
import { LANG_STORAGE_KEY } from './lang-choice.js';

export { LANG_STORAGE_KEY };

/** The visitor's remembered language (browser only; 'en' when none or no storage). */
export function storedLang(): 'en' | 'ne' {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY) === 'ne' ? 'ne' : 'en';
  } catch {
    return 'en';
  }
}
