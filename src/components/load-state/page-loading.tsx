import { useT } from '../../i18n/use-t';

/** Shown inside the frame while a page's code arrives; keeps the layout from jumping. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="container section" style={{ minHeight: '50vh' }} role="status" aria-live="polite">
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
