// Renders one of our pages at a path, through a <Route> with its config path so params work.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { siteConfig } from '@src/site-config/config-file';
import type { PageKind, SiteConfig } from '@src/generated/site-config';
import type { PageProps } from '@src/pages/page-props';
import { renderWithSite } from './render';

export function renderPage(
  kind: PageKind,
  Page: ComponentType<PageProps>,
  path: string,
  overrides?: Record<string, unknown>,
  config?: SiteConfig,
) {
  const route = siteConfig.routes.find((r) => r.page === kind);
  if (!route) throw new Error(`no route for ${kind}`);
  return renderWithSite(
    <Routes>
      <Route path={route.path} element={<Page route={route} />} />
    </Routes>,
    { path, overrides, config },
  );
}
