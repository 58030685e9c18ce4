// 'photo': a picture with a preview and 'Remove Photo'; the photo is drawn again in the browser
// (longest side 1200 px, JPEG, no EXIF) before it is kept. 'file': any accepted document, shown by name
// and size. Both keep the file as a named data URL.
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { dataUrlInfo, formatKB, readAsDataUrl, shrinkPhoto, withoutMetadata } from '../core/files';
import { describedBy, isInvalid } from '../theme/describe';
import styles from '../theme/theme.module.css';
import { fileRules, photoRules, useFileChoice, type FileRules } from './use-file-choice';

/**
 * What both widgets share: the file input with its checks (useFileChoice), the 'working' and
 * refusal messages, and a Remove that empties the value and puts focus back on the input.
 * `chosen` renders what is kept (preview or name and size) with that Remove.
 */
function FileChoice({
  widget,
  rules,
  onFile,
  accept,
  hasValue,
  busyText,
  chosen,
}: {
  widget: WidgetProps;
  rules: FileRules;
  onFile: (file: File) => Promise<void>;
  accept: string | undefined;
  hasValue: boolean;
  /** Said while a chosen file is being prepared (only the photo, which is made smaller, says it). */
  busyText?: string;
  chosen: (remove: () => void) => ReactNode;
}) {
  const { id, htmlName, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors } = widget;
  const { inputRef, refusal, busy, onInputChange, clearInput } = useFileChoice(uiSchema, rules, onFile);
  const refusalId = `${id}__refusal`;
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
      {hasValue ? chosen(remove) : null}
    </>
  );
}

export function PhotoWidget(props: WidgetProps) {
  const t = useT();
  const { value, disabled, readonly, onChange, options } = props;
  const rules = useMemo(() => photoRules(options), [options]);
  const onFile = useCallback(
    async (file: File) => {
      const small = await shrinkPhoto(file);
      // A photo that could be neither drawn again nor cleaned of its metadata is not kept.
      if (!small) throw new Error('the photo could not be cleaned');
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
      hasValue={hasPhoto}
      busyText={t('form.photo.processing')}
      chosen={(remove) => (
        <div className={styles.preview}>
          <img src={value} alt={t('form.photo.preview')} width={120} height={150} />
          <button type="button" className={styles.smallBtn} onClick={remove} disabled={disabled || readonly}>
            {t('form.photo.remove')}
          </button>
        </div>
      )}
    />
  );
}

export function FileWidget(props: WidgetProps) {
  const t = useT();
  const { value, disabled, readonly, onChange, options } = props;
  const rules = useMemo(() => fileRules(options), [options]);
  const onFile = useCallback(async (file: File) => onChange(await readAsDataUrl(await withoutMetadata(file), file.name)), [onChange]);
  const info = dataUrlInfo(value);
  return (
    <FileChoice
      widget={props}
      rules={rules}
      onFile={onFile}
      accept={rules.accept || undefined}
      hasValue={!!info}
      chosen={(remove) =>
        info && (
          <div className={styles.row}>
            <span>{t('form.file.chosen', { name: info.name, size: formatKB(info.size) })}</span>
            <button
              type="button"
              className={styles.smallBtn}
              onClick={remove}
              disabled={disabled || readonly}
              aria-label={t('form.file.removeNamed', { name: info.name })}
            >
              {t('form.file.remove')}
            </button>
          </div>
        )
      }
    />
  );
}
