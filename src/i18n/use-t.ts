// Components get their translator here: in the language of the render they are drawn in (the
// LangProvider's above them: the page's), never module state.
import { createContext, useContext, useMemo } from 'react';
import type { MessageKey } from './en';
import { translate, type Lang, type Params } from './t';

export const LangContext = createContext<Lang>('en');

export function useT(): (key: MessageKey, params?: Params) => string {
  const lang = useContext(LangContext);
  return useMemo(() => (key: MessageKey, params?: Params) => translate(lang, key, params), [lang]);
}
