import { SiteLink } from '../../navigation/site-link';
import { useHref } from '../../navigation/href';
import { useT } from '../../i18n/use-t';

export default function NotFoundPage() {
  const href = useHref();
  const t = useT();
  return (
    <div className="container section empty" data-page="not-found">
      <h1>{t('app.notFound')}</h1>
      <p>{t('app.notFoundHint')}</p>
      <SiteLink className="btn" to={href('home')}>
        {t('app.goHome')}
      </SiteLink>
    </div>
  );
}
