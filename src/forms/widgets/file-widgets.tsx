// 'photo': a picture with a preview and 'Remove Photo'; the photo is made smaller in the browser
// (longest side 1200 px, JPEG) before it is kept. 'file': any accepted document, shown by name
// and size. Both keep the file as a named data URL.
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { dataUrlInfo, formatKB, readAsDataUrl, shrinkPhoto } from '../core/files';
import { describedBy, isInvalid } from '../theme/describe';
import styles from '../theme/theme.module.css';
import { fileRules, photoRules, useFileChoice } from './use-file-choice';

export function PhotoWidget(props: WidgetProps) {
  const t = useT();
  const { id, htmlName, value, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors } = props;
  const rules = useMemo(() => photoRules(options), [options]);
  const accept = useCallback(
    async (file: File) => {
      const small = await shrinkPhoto(file);
      onChange(await readAsDataUrl(small.blob, small.name));
    },
    [onChange],
  );
  const { inputRef, refusal, busy, onInputChange, clearInput } = useFileChoice(uiSchema, rules, accept);
  const refusalId = `${id}__refusal`;
  const hasPhoto = typeof value === 'string' && value.startsWith('data:');
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
        accept={rules.accept || 'image/*'}
        required={required && !hasPhoto}
        aria-required={required || undefined}
        disabled={disabled || readonly || busy}
        aria-invalid={isInvalid(rawErrors) ?? (refusal ? true : undefined)}
        aria-describedby={describedBy(id, rawErrors, uiSchema, schema, refusal && refusalId)}
        onChange={onInputChange}
      />
      {busy ? (
        <p className={styles.status} role="status">
          {t('form.photo.processing')}
        </p>
      ) : null}
      {refusal ? (
        <p id={refusalId} className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {hasPhoto ? (
        <div className={styles.preview}>
          <img src={value} alt={t('form.photo.preview')} width={120} height={150} />
          <button type="button" className={styles.smallBtn} onClick={remove} disabled={disabled || readonly}>
            {t('form.photo.remove')}
          </button>
        </div>
      ) : null}
    </>
  );
}

export function FileWidget(props: WidgetProps) {
  const t = useT();
  const { id, htmlName, value, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors } = props;
  const rules = useMemo(() => fileRules(options), [options]);
  const accept = useCallback(async (file: File) => onChange(await readAsDataUrl(file, file.name)), [onChange]);
  const { inputRef, refusal, busy, onInputChange, clearInput } = useFileChoice(uiSchema, rules, accept);
  const refusalId = `${id}__refusal`;
  const info = dataUrlInfo(value);
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
        accept={rules.accept || undefined}
        required={required && !info}
        aria-required={required || undefined}
        disabled={disabled || readonly || busy}
        aria-invalid={isInvalid(rawErrors) ?? (refusal ? true : undefined)}
        aria-describedby={describedBy(id, rawErrors, uiSchema, schema, refusal && refusalId)}
        onChange={onInputChange}
      />
      {refusal ? (
        <p id={refusalId} className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {info ? (
        <div className={styles.row}>
          <span>{t('form.file.chosen', { name: info.name, size: formatKB(info.size) })}</span>
          <button type="button" className={styles.smallBtn} onClick={remove} disabled={disabled || readonly} aria-label={t('form.file.removeNamed', { name: info.name })}>
            {t('form.file.remove')}
          </button>
        </div>
      ) : null}
    </>
  );
}
