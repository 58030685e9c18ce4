// Said plainly under a form that keeps a draft: what is kept on this device, for how long, and a
// button to remove it and keep nothing more (a shared or cyber-café computer).
import { useT } from '../i18n/use-t';
import type { FormDraft } from './use-form-draft';
import styles from './form.module.css';

export function DraftNote({ draft, days }: { draft: FormDraft; days: number }) {
  const t = useT();
  if (!draft.checked) return null;
  return (
    <p className={styles.draftNote} data-draft-note="">
      {draft.keeping ? (
        <>
          {t('form.draft.kept', { days })}{' '}
          <button type="button" className={styles.linkButton} onClick={draft.stopKeeping}>
            {t('form.draft.stop')}
          </button>
        </>
      ) : (
        t('form.draft.stopped')
      )}
    </p>
  );
}
