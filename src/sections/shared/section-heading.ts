// A section's heading: the config's text (props.heading, any language) when set, else our default
// string; both may hold placeholders such as {designation} or {name}.
import type { LocalText } from '../../generated/site-config';
import type { MessageKey } from '../../i18n/en';
import { localText } from '../../i18n/local-text';
import { format, t, type Params } from '../../i18n/t';

export function sectionHeading(fromConfig: LocalText | undefined, fallback: MessageKey, params?: Params): string {
  const own = localText(fromConfig).trim();
  return own ? format(own, params) : t(fallback, params);
}
