// SPEC: the document title is the company Name (default 'School'); inner pages prefix their own.
import { useEffect } from 'react';
import { useCompany } from '../api/hooks';
import { useSiteConfig } from '../site-config/config-context';

export function useDocumentTitle(pageTitle: string | null): void {
  const siteConfig = useSiteConfig();
  const { data } = useCompany();
  const name = data.name || siteConfig.site.title;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${name}` : name;
  }, [pageTitle, name]);
}
