// 'photo': a picture with a preview and 'Remove Photo'; the photo is drawn again in the browser
// (longest side 1200 px, JPEG, no EXIF) before it is kept. 'file': any accepted document, shown by name
// and size. Both keep the file as a named data URL.
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { dataUrlInfo, formatKB, readAsDataUrl, shrinkPhoto, UncleanablePicture, withoutMetadata } from '../core/files';
import { engineContext } from '../form-context';
import { describedBy, isInvalid } from '../theme/describe';
import styles from '../theme/theme.module.css';
import { fileRules, photoRules, useFileChoice, type FileRules } from './use-file-choice';

/**
 * What both widgets share: the file input with its checks (useFileChoice), the 'working' and
 * refusal messages, and a Remove that empties the value and puts focus back on the input.
 * `chosen` is what is kept (preview or name and size), shown in a `chosenClass` box before that Remove.
 */
function FileChoice({
  widget,
  rules,
  onFile,
  accept,
  busyText,
  chosen,
  chosenClass,
  removeText,
  removeLabel,
}: {
  widget: WidgetProps;
  rules: FileRules;
  onFile: (file: File) => Promise<void>;
  accept: string | undefined;
  /** Said while a chosen file is being prepared (only the photo, which is made smaller, says it). */
  busyText?: string;
  /** Null while nothing is kept. */
  chosen: ReactNode;
  chosenClass: string;
  removeText: string;
  /** The Remove button's accessible name, when its text alone does not say what it removes. */
  removeLabel?: string;
}) {
  const { id, htmlName, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors, registry } = widget;
  const { preparing } = engineContext(registry);
  const { inputRef, refusal, busy, onInputChange, clearInput } = useFileChoice(uiSchema, rules, onFile, preparing);
  const refusalId = `${id}__refusal`;
  const hasValue = chosen != null;
  const remove = () => {
    onChange(options.emptyValue);
    clearInput();
    inputRef.current?.focus();
  };
  return (
    <>
      <input
        ref={inputRef}
        type="file"
        id={id}
        name={htmlName || id}
        className={styles.fileInput}
        accept={accept}
        required={required && !hasValue}
        aria-required={required || undefined}
        disabled={disabled || readonly || busy}
        aria-invalid={isInvalid(rawErrors) ?? (refusal ? true : undefined)}
        aria-describedby={describedBy(id, rawErrors, uiSchema, schema, refusal && refusalId)}
        onChange={onInputChange}
      />
      {busy && busyText ? (
        <p className={styles.status} role="status">
          {busyText}
        </p>
      ) : null}
      {refusal ? (
        <p id={refusalId} className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {hasValue ? (
        <div className={chosenClass}>
          {chosen}
          <button type="button" className={styles.smallBtn} onClick={remove} disabled={disabled || readonly} aria-label={removeLabel}>
            {removeText}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function PhotoWidget(props: WidgetProps) {
  const t = useT();
  const value: unknown = props.value; // RJSF types it any
  const { onChange, options } = props;
  const rules = useMemo(() => photoRules(options), [options]);
  const onFile = useCallback(
    async (file: File) => {
      const small = await shrinkPhoto(file);
      // A photo that could be neither drawn again nor cleaned of its metadata is not kept.
      if (!small) throw new UncleanablePicture();
      onChange(await readAsDataUrl(small.blob, small.name));
    },
    [onChange],
  );
  const hasPhoto = typeof value === 'string' && value.startsWith('data:');
  return (
    <FileChoice
      widget={props}
      rules={rules}
      onFile={onFile}
      accept={rules.accept || 'image/*'}
      busyText={t('form.photo.processing')}
      chosen={hasPhoto ? <img src={value} alt={t('form.photo.preview')} width={120} height={150} /> : null}
      chosenClass={styles.preview}
      removeText={t('form.photo.remove')}
    />
  );
}

export function FileWidget(props: WidgetProps) {
  const t = useT();
  const lang = useLang();
  const value: unknown = props.value; // RJSF types it any
  const { onChange, options } = props;
  const rules = useMemo(() => fileRules(options), [options]);
  const onFile = useCallback(
    async (file: File) => {
      const kept = await withoutMetadata(file);
      if (!kept) throw new UncleanablePicture();
      onChange(await readAsDataUrl(kept.blob, kept.name));
    },
    [onChange],
  );
  const info = dataUrlInfo(value);
  return (
    <FileChoice
      widget={props}
      rules={rules}
      onFile={onFile}
      accept={rules.accept || undefined}
      chosen={info ? <span>{t('form.file.chosen', { name: info.name, size: formatKB(lang, info.size) })}</span> : null}
      chosenClass={styles.row}
      removeText={t('form.file.remove')}
      removeLabel={info ? t('form.file.removeNamed', { name: info.name }) : undefined}
    />
  );
}
