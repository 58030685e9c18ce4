// Which page of a list the address names, and how many items a page shows (site.constants.listPageSize).
import { useConstants } from '../site-config/config-context';
import { useRouteParams } from './site-nav';
import { PAGE_SEGMENT, pageNumber } from './list-page-routes';

/** Items per page when the config does not say. */
export const LIST_PAGE_SIZE = 12;

/** The page the address names (1 at the list's own; NaN for one that is no number) and the page size. */
export function useListPage(): { page: number; size: number } {
  const size = useConstants().listPageSize ?? LIST_PAGE_SIZE;
  return { page: pageNumber(useRouteParams()[PAGE_SEGMENT]), size };
}
