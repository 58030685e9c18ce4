// The text of one academic program: its short Description as a lead (when it adds something)
// and its rich Content. Shared by the list and the detail page.
import type { ServiceItem } from '../../api/guards/services';
import { SafeHtml } from '../../components/safe-html/safe-html';
import { htmlToText } from '../../lib/truncate';
import { useT } from '../../i18n/use-t';
import styles from './academic-programs-page.module.css';

export function AcademicProgramBody({ item }: { item: ServiceItem }) {
  const t = useT();
  const lead = htmlToText(item.description);
  const body = htmlToText(item.content);
  if (!lead && !body) return <p>{t('app.na')}</p>;
  return (
    <>
      {lead && lead !== body && <SafeHtml html={item.description} className={styles.lead} />}
      {body && <SafeHtml html={item.content} />}
    </>
  );
}

/** The DOM id of a program's section on /academics/academic-programs. */
export function academicProgramAnchor(id: number | null): string | undefined {
  return id === null ? undefined : `academic-program-${id}`;
}
