// SPEC: a crash at router level shows 'Unexpected Application Error!' and the status or message.
import { useT } from '../../i18n/use-t';
import { useHref } from '../../navigation/href';
import { useAddress } from '../../navigation/site-nav';

export function RouterError({ error }: { error: unknown }) {
  const href = useHref();
  const address = useAddress();
  const t = useT();
  const e = error as { status?: number; statusText?: string; message?: string } | null;
  const detail = e?.status ? `${e.status} ${e.statusText ?? ''}`.trim() : (e?.message ?? String(error));
  return (
    <div className="container section" role="alert" data-page="router-error">
      <h1>{t('app.crash')}</h1>
      <p>{detail}</p>
      <a className="btn" href={address(href('home'))}>
        {t('app.goHome')}
      </a>
    </div>
  );
}
