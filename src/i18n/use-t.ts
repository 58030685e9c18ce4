// Components get their translator here so that a language switch re-renders them.
import { createContext, useContext } from 'react';
import { t, type Lang } from './t';

export const LangContext = createContext<Lang>('en');

export function useT(): typeof t {
  // Reading the context subscribes the component to language changes; t() reads the same state.
  useContext(LangContext);
  return t;
}
