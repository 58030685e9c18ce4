// The screen a crash shows, chosen by site.config.json's errorPage (SPEC: 'Unexpected Application
// Error!' followed by the status or message). Its own small registry beside the page registry:
// the kinds here are not pages a route may open. It loads eagerly: a crash is often a page's code
// failing to load (offline), and the error screen must not need a download of its own.
import type { ComponentType } from 'react';
import type { SiteConfig } from '../generated/site-config';
import { RouterError } from '../pages/router-error/router-error';

export type ErrorPageKind = NonNullable<SiteConfig['errorPage']>['page'];
export type ErrorPageComponent = ComponentType<{ error: unknown }>;

export const errorPageRegistry = {
  'router-error': RouterError,
} satisfies Record<ErrorPageKind, ErrorPageComponent>;

/** The configured error screen; 'router-error' when the config names none. */
export function errorPageFor(config: Pick<SiteConfig, 'errorPage'>): ErrorPageComponent {
  return errorPageRegistry[config.errorPage?.page ?? 'router-error'];
}
