// 'documents': the admission form's list of attached documents (type, file, description).
// 'Add' checks type and file (messages from the items' ui:errorMessages), appends the entry and
// clears the inputs; Delete removes an entry by position; 'No documents added' when empty; sizes
// in KB with 2 decimals. Entries restored from a draft have no file (files are not kept in drafts)
// and offer to attach it again.
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { localDigits, type Lang } from '../../i18n/t';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { checkFile, dataUrlInfo, formatKB, readAsDataUrl, UncleanablePicture, withoutMetadata } from '../core/files';
import { asObject, isObject, propertiesOf, uiOptions, type JsonObject } from '../core/form-json';
import { messageFor } from '../core/messages';
import { describedBy, isInvalid } from '../theme/describe';
import { afterPaint } from '../focus';
import { RequiredMark } from '../theme/templates';
import styles from '../theme/theme.module.css';
import { fileFailure, fileRules, refusalMessage, useFileChoice } from './use-file-choice';

export interface DocumentEntry {
  type: string;
  file?: string;
  name?: string;
  size?: number;
  description?: string;
}

export function asEntries(value: unknown): DocumentEntry[] {
  return Array.isArray(value) ? value.filter(isObject).map((v) => v as unknown as DocumentEntry) : [];
}

/** Checks a new entry; the messages come from the items' uiSchema. */
export function entryErrors(
  lang: Lang,
  itemUi: UiSchema | undefined,
  type: string,
  file: string | undefined,
): { type?: string; file?: string } {
  const ui = asObject(itemUi);
  const errors: { type?: string; file?: string } = {};
  if (!type) errors.type = messageFor(lang, ui.type, 'required');
  if (!file) errors.file = messageFor(lang, ui.file, 'required');
  return errors;
}

interface Pending {
  file: string;
  name: string;
  size: number;
}

/** A chosen file as the list keeps it: cleaned (withoutMetadata) and as a named data URL, with the
 *  name and size of what is kept; throws UncleanablePicture for a picture that cannot be cleaned. */
async function keptDocument(file: File): Promise<Pending> {
  const kept = await withoutMetadata(file);
  if (!kept) throw new UncleanablePicture();
  return { file: await readAsDataUrl(kept.blob, kept.name), name: kept.name, size: kept.blob.size };
}

export function DocumentsWidget(props: WidgetProps) {
  const t = useT();
  const lang = useLang();
  const value: unknown = props.value; // RJSF types it any
  const { id, required, disabled, readonly, onChange, options, schema, uiSchema, rawErrors, label } = props;
  const entries = asEntries(value);
  const itemSchema = asObject(schema.items);
  const itemProps = propertiesOf(itemSchema);
  const itemUi = asObject(asObject(uiSchema).items) as UiSchema;
  const typeOptions = (Array.isArray(itemProps.type?.enum) ? itemProps.type.enum : []).map(String);
  const typeNames = asObject(itemUi.type)['ui:enumNames'];
  const typeLabel = (v: string) => (Array.isArray(typeNames) ? String(typeNames[typeOptions.indexOf(v)] ?? v) : v);
  const title = (key: string, fallback: string) => (typeof itemProps[key]?.title === 'string' ? String(itemProps[key].title) : fallback);
  const rules = useMemo(() => fileRules(options), [options]);
  const maxDocuments = typeof uiOptions(uiSchema).maxDocuments === 'number' ? (uiOptions(uiSchema).maxDocuments as number) : undefined;

  const [type, setType] = useState('');
  const [description, setDescription] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string; list?: string }>({});
  const [announce, setAnnounce] = useState('');
  const typeRef = useRef<HTMLSelectElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const acceptFile = useCallback(async (file: File) => {
    setPending(await keptDocument(file));
    setErrors((e) => ({ ...e, file: undefined }));
  }, []);
  const { inputRef: fileRef, refusal, setRefusal, busy, onInputChange, clearInput } = useFileChoice(uiSchema, rules, acceptFile);
  const off = disabled || readonly;

  const add = () => {
    const found = entryErrors(lang, itemUi, type, pending?.file);
    if (maxDocuments !== undefined && entries.length >= maxDocuments) {
      setErrors({ list: messageFor(lang, uiSchema, 'maxDocuments', { max: maxDocuments }) });
      return;
    }
    setErrors(found);
    if (found.type || found.file) {
      setRefusal(null);
      (found.type ? typeRef.current : fileRef.current)?.focus();
      return;
    }
    const entry: JsonObject = { type, file: pending!.file, name: pending!.name, size: pending!.size };
    if (description.trim()) entry.description = description.trim();
    onChange([...entries, entry]);
    setType('');
    setDescription('');
    setPending(null);
    clearInput();
    setAnnounce(t('form.docs.added', { name: pending!.name }));
  };

  const remove = (index: number) => {
    const gone = entries[index];
    const next = entries.filter((_, i) => i !== index);
    onChange(next.length ? next : options.emptyValue);
    setAnnounce(t('form.docs.deleted', { name: gone?.name ?? typeLabel(gone?.type ?? '') }));
    afterPaint(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-delete]');
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      (target ?? typeRef.current)?.focus();
    });
  };

  const reattach = async (index: number, file: File | undefined) => {
    if (!file) return;
    const check = await checkFile(file, rules.kinds, rules.maxKB === undefined ? undefined : rules.maxKB * 1024);
    if (!check.ok) {
      setErrors({ list: refusalMessage(lang, uiSchema, rules, check.reason) });
      return;
    }
    let doc: Pending;
    try {
      doc = await keptDocument(file);
    } catch (e) {
      setErrors({ list: fileFailure(lang, e) });
      return;
    }
    setErrors({});
    onChange(entries.map((e, i) => (i === index ? { ...e, ...doc } : e)));
  };

  const schemaErrors = isInvalid(rawErrors);
  const firstMissing = entries.findIndex((e) => !dataUrlInfo(e.file));
  const typeId = `${id}-type`;
  const fileId = `${id}-file`;
  const descId = `${id}-description`;
  const refusalId = `${id}__refusal`;
  const typeErrId = `${id}__type-error`;
  const fileErrId = `${id}__file-error`;
  const listErrId = `${id}__list-error`;

  return (
    <fieldset className={styles.docs} id={id}>
      <legend className={styles.legend}>
        {label}
        <RequiredMark show={required} />
      </legend>
      <div className={styles.docControls}>
        <div className={styles.field}>
          <label htmlFor={typeId} className={styles.label}>
            {title('type', t('form.docs.type'))}
            <RequiredMark show />
          </label>
          <select
            ref={typeRef}
            id={typeId}
            className={styles.input}
            value={type}
            disabled={off}
            aria-invalid={errors.type ? true : schemaErrors && firstMissing < 0 ? true : undefined}
            aria-describedby={
              errors.type ? typeErrId : schemaErrors && firstMissing < 0 ? describedBy(id, rawErrors, uiSchema, schema) : undefined
            }
            onChange={(e) => {
              setType(e.target.value);
              if (e.target.value) setErrors((x) => ({ ...x, type: undefined }));
            }}
          >
            <option value="">{t('form.select')}</option>
            {typeOptions.map((v) => (
              <option key={v} value={v}>
                {typeLabel(v)}
              </option>
            ))}
          </select>
          {errors.type ? (
            <p id={typeErrId} className={styles.error}>
              {errors.type}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={fileId} className={styles.label}>
            {title('file', t('form.docs.file'))}
            <RequiredMark show />
          </label>
          <input
            ref={fileRef}
            type="file"
            id={fileId}
            className={styles.fileInput}
            accept={rules.accept || undefined}
            disabled={off || busy}
            aria-invalid={errors.file || refusal ? true : undefined}
            aria-describedby={
              [errors.file && fileErrId, refusal && refusalId, typeof asObject(uiSchema)['ui:help'] === 'string' && `${id}__help`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={onInputChange}
          />
          {errors.file ? (
            <p id={fileErrId} className={styles.error}>
              {errors.file}
            </p>
          ) : null}
          {refusal ? (
            <p id={refusalId} className={styles.error} role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={descId} className={styles.label}>
            {title('description', t('form.docs.description'))}
          </label>
          <input
            id={descId}
            className={styles.input}
            value={description}
            disabled={off}
            maxLength={typeof itemProps.description?.maxLength === 'number' ? itemProps.description.maxLength : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <button type="button" className="btn" onClick={add} disabled={off || busy}>
          {t('form.docs.add')}
        </button>
      </div>
      {errors.list ? (
        <p id={listErrId} className={styles.error} role="alert">
          {errors.list}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('form.docs.empty')}</p>
      ) : (
        <ol className={styles.docList} ref={listRef}>
          {entries.map((entry, i) => {
            const info = dataUrlInfo(entry.file);
            const name = info?.name ?? entry.name ?? '';
            const reattachId = `${id}-reattach-${i}`;
            return (
              <li key={i} className={styles.doc}>
                <span className={styles.docTitle}>
                  {localDigits(lang, i + 1)}. {typeLabel(entry.type)}
                </span>
                <span className={styles.docMeta}>
                  {name}
                  {typeof entry.size === 'number' ? ` · ${formatKB(lang, entry.size)}` : ''}
                  {entry.description ? ` · ${entry.description}` : ''}
                </span>
                <span className={styles.docActions}>
                  <button
                    type="button"
                    data-delete="1"
                    className={styles.smallBtn}
                    disabled={off}
                    aria-label={t('form.docs.deleteLabel', { n: i + 1, name: name || typeLabel(entry.type) })}
                    onClick={() => remove(i)}
                  >
                    {t('form.docs.delete')}
                  </button>
                </span>
                {!info ? (
                  <span className={styles.docMissing}>
                    <label htmlFor={reattachId}>{t('form.docs.reattach', { name: name || typeLabel(entry.type) })}</label>{' '}
                    <span>({t('form.docs.missingFile')})</span>
                    <input
                      id={reattachId}
                      type="file"
                      className={styles.fileInput}
                      accept={rules.accept || undefined}
                      disabled={off}
                      aria-invalid={schemaErrors ? true : undefined}
                      aria-describedby={schemaErrors ? describedBy(id, rawErrors, uiSchema, schema) : undefined}
                      onChange={(e) => void reattach(i, e.target.files?.[0])}
                    />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </fieldset>
  );
}
