// Home section 'academic-calendar' (SPEC §2, §4): one month at a time, starting at the current
// Nepali month, previous/next wrapping (Chaitra → Baishakh), the year badge, a Sun-to-Sat grid and
// the panel "{month} Month's Events and Holidays" ('No events available for this month.' when
// the back-end has nothing for it). Prerender-safe: the server (and hydration) shows the first
// month; the current month follows right after (useTodayBs), in a grid of fixed size.
import { useId, useState } from 'react';
import { Icon } from '../../components/icons/icons';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { bsMonthBoth, bsMonthName } from '../../calendar/bs-label';
import { wrapMonth } from '../../calendar/month-grid';
import { EventList } from '../../calendar/views/event-list';
import { MonthTable } from '../../calendar/views/month-table';
import { useCalendarModel } from '../../calendar/views/use-calendar-model';
import type { SectionProps } from '../section-props';
import styles from './academic-calendar-section.module.css';

export default function AcademicCalendarSection({ section }: SectionProps<'academic-calendar'>) {
  const t = useT();
  const id = useId();
  const model = useCalendarModel();
  const [chosen, setChosen] = useState<number | null>(null);
  // A failed load with nothing cached: nothing useful to show on the home page.
  if (model.failed && !model.hasData) return null;

  const shown = chosen ?? model.today?.month ?? 1;
  const heading = localText(section.props?.heading) || t('calendar.heading');
  const monthName = bsMonthName(shown);
  const go = (delta: number) => setChosen(wrapMonth(shown, delta));
  const emptyText = model.isLoading && !model.hasData ? t('app.loading') : t('calendar.noMonthData');

  return (
    <section className={`section ${styles.root}`} aria-labelledby={`${id}-h`}>
      <div className="container">
        <h2 id={`${id}-h`} className="section-title">
          {heading}
        </h2>
        <div className={`card ${styles.card}`}>
          <div className={styles.bar}>
            <button type="button" className={styles.nav} onClick={() => go(-1)} aria-label={t('cal.prevMonth')} data-testid="prev-month">
              <Icon name="chevronLeft" size={24} />
            </button>
            <div className={styles.title}>
              <span className={styles.month} aria-live="polite" data-testid="shown-month">
                {bsMonthBoth(shown)}
              </span>
              {model.year !== null && (
                <span className={styles.badge} data-testid="year-badge">
                  {t('calendar.yearBadge', { year: model.year })}
                </span>
              )}
            </div>
            <button type="button" className={styles.nav} onClick={() => go(1)} aria-label={t('cal.nextMonth')} data-testid="next-month">
              <Icon name="chevronRight" size={24} />
            </button>
          </div>
          <div className={styles.body}>
            <div className={styles.grid}>
              <MonthTable
                month={shown}
                year={model.year}
                cells={model.cells(shown)}
                today={model.today}
                caption={model.year !== null ? t('calendar.monthGrid', { month: monthName, year: model.year }) : monthName}
                compact
              />
            </div>
            <div className={styles.panel}>
              <h3 className={styles.panelTitle}>{t('calendar.monthEvents', { month: monthName })}</h3>
              <EventList
                entries={model.monthEntries(shown)}
                emptyText={emptyText}
                school={model.school}
                label={t('calendar.monthEvents', { month: monthName })}
              />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
