import type { ReactNode } from 'react';
import { safeHttpUrl } from '../../lib/safe-url';

interface Props {
  href: unknown;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  title?: string;
}

/** A link to another site, only when the URL is http(s); otherwise its content as plain text. */
export function ExternalLink({ href, children, ...rest }: Props) {
  const url = safeHttpUrl(href);
  if (!url) return <span className={rest.className}>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
