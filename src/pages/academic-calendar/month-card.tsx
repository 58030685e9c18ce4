// One month of the academic calendar page: its heading, its Sun-to-Sat grid and, beside it, its
// list of events and holidays.
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { bsMonthBoth, bsMonthName } from '../../calendar/bs-label';
import { EventList } from '../../calendar/views/event-list';
import { MonthTable } from '../../calendar/views/month-table';
import type { CalendarModel } from '../../calendar/views/use-calendar-model';
import styles from './academic-calendar-page.module.css';

export function MonthCard({ month, model }: { month: number; model: CalendarModel }) {
  const t = useT();
  const lang = useLang();
  const { year } = model;
  // A month's name with the year, when the calendar says which year it is.
  const ofYear = (name: string) => (year !== null ? t('calendar.monthGrid', { month: name, year }) : name);
  return (
    // Months after the first are drawn only as they near the screen (data-later, global.css).
    <section
      id={`month-${month}`}
      className={`card ${styles.month}`}
      aria-labelledby={`month-${month}-h`}
      data-testid="calendar-month"
      data-later={month > 1 ? '' : undefined}
    >
      <h3 id={`month-${month}-h`} className={styles.monthTitle}>
        {ofYear(bsMonthBoth(lang, month))}
      </h3>
      <div className={styles.monthBody}>
        <div className={styles.grid}>
          <MonthTable month={month} year={year} cells={model.cells(month)} today={model.today} caption={ofYear(bsMonthName(lang, month))} />
        </div>
        <div className={styles.side}>
          <EventList
            entries={model.monthEntries(month)}
            emptyText={t('calendar.noEvents')}
            school={model.school}
            label={t('calendar.monthEvents', { month: bsMonthName(lang, month) })}
          />
        </div>
      </div>
    </section>
  );
}
