// "You have an unfinished form…": the visitor chooses to continue or start over before the form
// shows, so a stored draft is never overwritten by accident.
import { useT } from '../i18n/use-t';
import type { Draft } from './core/draft';
import styles from './form.module.css';

export function DraftOffer({ draft, onResume, onDiscard }: { draft: Draft; onResume: () => void; onDiscard: () => void }) {
  const t = useT();
  const when = new Date(draft.savedAt);
  const date = Number.isNaN(when.getTime()) ? draft.savedAt : when.toLocaleString();
  return (
    <section className={styles.offer} aria-label={t('form.draft.resume')} data-draft-offer="1">
      <p>{t('form.draft.found', { date })}</p>
      <p>{t('form.draft.filesNote')}</p>
      <div className={styles.offerActions}>
        <button type="button" className="btn" onClick={onResume}>
          {t('form.draft.resume')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDiscard}>
          {t('form.draft.discard')}
        </button>
      </div>
    </section>
  );
}
