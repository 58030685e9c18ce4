// GetAllThemeConfig: a wrapper whose DataColl is ONE object (contract #2), or an array (SPEC).
// Colours are whatever an admin typed; only real CSS colours are kept, the rest fall back.
import { objectOf } from './envelope';
import { str } from './read';

export interface Theme {
  primary: string;
  secondary: string;
  third: string;
  fourth: string;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A #rgb / #rrggbb colour (a missing # is added), or '' when it is not one. */
export function cleanColour(v: unknown): string {
  const s = str(v);
  const withHash = s.startsWith('#') ? s : `#${s}`;
  return HEX.test(withHash) ? withHash.toLowerCase() : '';
}

export function guardTheme(body: unknown): Theme {
  const o = objectOf(body) ?? {};
  return {
    primary: cleanColour(o.PrimaryColor),
    secondary: cleanColour(o.SecondaryColor),
    third: cleanColour(o.ThirdColor),
    fourth: cleanColour(o.FourthColor),
  };
}
