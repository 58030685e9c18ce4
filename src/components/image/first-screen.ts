// Images inside the home page's first screen load at once; everything else lazily. A lazy image
// that is in fact on a phone's first screen (the About Us photo under a short slider) starts only
// after layout, and as the largest element it would decide the page's largest contentful paint.
import { createContext, useContext } from 'react';

export const FirstScreen = createContext(false);

export function useFirstScreen(): boolean {
  return useContext(FirstScreen);
}
