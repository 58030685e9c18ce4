// Choosing a file in a widget: checks type (extension and first bytes) and size against the
// field's ui:options { accept, maxSizeKB }, says clearly why a file is refused (messages from the
// field's ui:errorMessages fileType / fileSize), and hands an accepted file on.
import type { UiSchema } from '@rjsf/utils';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { translate, type Lang } from '../../i18n/t';
import { useLang } from '../../i18n/lang-provider';
import { acceptedKinds, acceptAttribute, checkFile, formatKinds, formatLimit, UncleanablePicture } from '../core/files';
import { messageFor } from '../core/messages';

export interface FileRules {
  kinds: string[];
  maxKB: number | undefined;
  accept: string;
}

export function fileRules(options: Record<string, unknown>): FileRules {
  const kinds = acceptedKinds(options.accept);
  const maxKB = typeof options.maxSizeKB === 'number' && options.maxSizeKB > 0 ? options.maxSizeKB : undefined;
  return { kinds, maxKB, accept: acceptAttribute(kinds) };
}

/** What a photo may be (SPEC §5: uploads accept PNG, JPG and JPEG). */
export const PHOTO_KINDS = ['png', 'jpg', 'jpeg'];

/** A photo field's rules: only PNG, JPG, JPEG, whatever else its JSON lists (a PDF is no photo
 *  and cannot be previewed or made smaller); all three when the JSON lists none of them. */
export function photoRules(options: Record<string, unknown>): FileRules {
  const listed = acceptedKinds(options.accept).filter((k) => PHOTO_KINDS.includes(k));
  return fileRules({ ...options, accept: listed.length ? listed : PHOTO_KINDS });
}

/** The refusal message for a file, from the field's JSON, with {types} and {max} filled in (in `lang`). */
export function refusalMessage(lang: Lang, ui: UiSchema | undefined, rules: FileRules, reason: 'type' | 'size' | 'read'): string {
  if (reason === 'read') return translate(lang, 'form.error.fileRead');
  const params = { types: formatKinds(rules.kinds), max: rules.maxKB ? formatLimit(lang, rules.maxKB) : '' };
  return messageFor(lang, ui, reason === 'type' ? 'fileType' : 'fileSize', params);
}

/** Why a chosen file that passed its checks could not be kept: unreadable, or a picture that could
 *  not be cleared of its hidden details (files.ts UncleanablePicture). */
export function fileFailure(lang: Lang, e: unknown): string {
  return translate(lang, e instanceof UncleanablePicture ? 'form.error.fileUnclean' : 'form.error.fileRead');
}

/**
 * `track` hears of each chosen file's preparation (checks, reading, the photo drawn again), so a
 * Next/Submit tapped meanwhile can wait for it (EngineContext.preparing).
 */
export function useFileChoice(
  ui: UiSchema | undefined,
  rules: FileRules,
  onAccepted: (file: File) => Promise<void>,
  track?: (work: Promise<unknown>) => void,
) {
  const lang = useLang();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const clearInput = useCallback(() => {
    if (inputRef.current) inputRef.current.value = '';
  }, []);
  const choose = useCallback(
    async (file: File) => {
      setBusy(true);
      try {
        const check = await checkFile(file, rules.kinds, rules.maxKB === undefined ? undefined : rules.maxKB * 1024);
        if (!check.ok) {
          setRefusal(refusalMessage(lang, ui, rules, check.reason));
          clearInput();
          return;
        }
        setRefusal(null);
        await onAccepted(file);
      } catch (e) {
        setRefusal(fileFailure(lang, e));
        clearInput();
      } finally {
        setBusy(false);
      }
    },
    [lang, ui, rules, onAccepted, clearInput],
  );
  // The input's change handler: the file is taken from the event at once, and checking and reading
  // it goes on after the handler returned (choose catches every failure and says so).
  const onInputChange = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      if (!file) return;
      const work = choose(file);
      track?.(work);
    },
    [choose, track],
  );
  return { inputRef, refusal, setRefusal, busy, onInputChange, clearInput };
}
