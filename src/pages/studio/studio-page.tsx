// /studio: staff edit the config and the forms with a live preview. Always there under `npm start`
// (development); in a production build only when site.studio is true, otherwise Page Not Found.
// This file is a small gate: the studio itself (Ajv, RJSF, editors) is its own chunk, loaded only
// when the studio is on.
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/load-state/page-loading';
import type { PageProps } from '../page-props';
import NotFoundPage from '../not-found/not-found-page';
import { studioEnabled } from './studio-enabled';

const Studio = lazy(() => import('../../studio/studio-app'));

export default function StudioPage(_props: PageProps) {
  if (!studioEnabled()) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Studio />
    </Suspense>
  );
}
