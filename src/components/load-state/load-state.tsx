// The states a data page has besides "here is the content": still loading (nothing known yet),
// failed (and nothing cached), and loaded-but-empty. With `empty={false}` the content always
// shows (even while revalidating or after a failed refresh); without `empty`, only loading and
// failure replace the children. The one component for these states on every page.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import styles from './load-state.module.css';

export type LoadLook = 'cards' | 'text';

interface Props {
  isLoading: boolean;
  failed: boolean;
  /** True when there is nothing to show; undefined = the caller does not know. */
  empty?: boolean;
  /** What to say when loaded and empty (default 'N/A'). */
  emptyText?: ReactNode;
  /** Placeholder blocks while loading (default 3). */
  skeletons?: number;
  /** 'cards' (default): card-sized placeholder blocks; 'text': heading and text lines, and a boxed failure message. */
  look?: LoadLook;
  children?: ReactNode;
}

export function LoadState({ isLoading, failed, empty, emptyText, skeletons = 3, look = 'cards', children }: Props) {
  const t = useT();
  if (empty === false) return <>{children}</>;
  if (isLoading) return <LoadingBlock skeletons={skeletons} look={look} />;
  if (failed) {
    return (
      <p className={look === 'text' ? `empty ${styles.failed}` : 'empty'} role="status" aria-live="polite" data-state="failed">
        {t('app.loadError')}
      </p>
    );
  }
  if (empty) {
    return (
      <p className="empty" role="status" data-state="empty">
        {emptyText ?? t('app.na')}
      </p>
    );
  }
  return <>{children}</>;
}

/** A calm placeholder while data is on its way (also the prerender state of time-bound lists). */
export function LoadingBlock({ skeletons = 3, look = 'cards' }: { skeletons?: number; look?: LoadLook }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={look === 'text' ? styles.lines : styles.loading} data-state="loading">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: skeletons }, (_, i) => (
        <span key={i} className={look === 'text' ? styles.line : styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
