import type { ReactNode } from 'react';
import styles from './tag.module.css';

/** The pill that names an item's category or kind; `className` places it (a margin) where it stands. */
export function Tag({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={className ? `${styles.tag} ${className}` : styles.tag}>{children}</span>;
}
