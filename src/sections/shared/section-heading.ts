// A section's heading: the config's text (props.heading, any language) when set, else our default
// string; both may hold placeholders such as {designation} or {name}. In `lang`: the section's render's.
import type { LocalText } from '../../generated/site-config';
import type { MessageKey } from '../../i18n/en';
import { localText } from '../../i18n/local-text';
import { format, translate, type Lang, type Params } from '../../i18n/t';

export function sectionHeading(lang: Lang, fromConfig: LocalText | undefined, fallback: MessageKey, params?: Params): string {
  const own = localText(lang, fromConfig).trim();
  return own ? format(own, params) : translate(lang, fallback, params);
}
