// Home section 'academic-calendar' (SPEC §2, §4): one month at a time, starting at the current
// Nepali month, previous/next wrapping (Chaitra → Baishakh), the year badge, a Sun-to-Sat grid and
// the panel "{month} Month's Events and Holidays" ('No events available for this month.' when
// the back-end has nothing for it). Prerender-safe: the server (and hydration) shows the first
// month; the current month follows right after (useTodayBs), in a grid of fixed size.
// The months either side of the one it opens on are in the page too, hidden, so a first tap on
// previous/next is answered from plain script before the island wakes (month-answer.ts); the
// section then starts from the month shown (useTakeOver). It reads the views of the year it steps
// through (src/calendar/calendar-views.ts), not the whole answers: the home page's data holds no
// more of the calendar than this.
import { useId } from 'react';
import { answer } from '../../components/first-answer/answer-marker';
import { shownMonthOf } from '../../components/first-answer/shown-state';
import { useTakeOver } from '../../components/first-answer/use-take-over';
import { Icon } from '../../components/icons/icons';
import { localText } from '../../i18n/local-text';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { bsMonthBoth, bsMonthName } from '../../calendar/bs-label';
import { wrapMonth } from '../../calendar/month-grid';
import { EventList } from '../../calendar/views/event-list';
import { MonthTable } from '../../calendar/views/month-table';
import { useHomeCalendarModel } from '../../calendar/views/use-calendar-model';
import type { SectionProps } from '../section-props';
import styles from './academic-calendar-section.module.css';

export default function AcademicCalendarSection({ section }: SectionProps<'academic-calendar'>) {
  const t = useT();
  const lang = useLang();
  const id = useId();
  const model = useHomeCalendarModel();
  const rootId = `${id}-months`;
  const [chosen, setChosen] = useTakeOver<number | null>(() => shownMonthOf(rootId), null);
  // A failed load with nothing cached: nothing useful to show on the home page.
  if (model.failed && !model.hasData) return null;

  const base = model.today?.month ?? 1;
  const shown = chosen ?? base;
  const heading = localText(lang, section.props?.heading) || t('calendar.heading');
  const go = (delta: number) => setChosen(wrapMonth(shown, delta));
  const emptyText = model.isLoading && !model.hasData ? t('app.loading') : t('calendar.noMonthData');
  // The month opened on and either side of it (the first taps' answers), then the one chosen
  // beyond them: the same months in the same order as the page has them, for hydration.
  const months = [...new Set([wrapMonth(base, -1), base, wrapMonth(base, 1), shown])];

  return (
    <section className={`section ${styles.root}`} aria-labelledby={`${id}-h`} id={rootId} data-month-root="">
      <div className="container">
        <h2 id={`${id}-h`} className="section-title">
          {heading}
        </h2>
        <div className={`card ${styles.card}`}>
          <div className={styles.bar}>
            <button
              type="button"
              className={styles.nav}
              onClick={() => go(-1)}
              aria-label={t('cal.prevMonth')}
              data-testid="prev-month"
              data-step={-1}
              {...answer('month-step')}
            >
              <Icon name="chevronLeft" size={24} />
            </button>
            <div className={styles.title}>
              <span className={styles.month} aria-live="polite" data-testid="shown-month">
                {bsMonthBoth(lang, shown)}
              </span>
              {model.year !== null && (
                <span className={styles.badge} data-testid="year-badge">
                  {t('calendar.yearBadge', { year: model.year })}
                </span>
              )}
            </div>
            <button
              type="button"
              className={styles.nav}
              onClick={() => go(1)}
              aria-label={t('cal.nextMonth')}
              data-testid="next-month"
              data-step={1}
              {...answer('month-step')}
            >
              <Icon name="chevronRight" size={24} />
            </button>
          </div>
          {months.map((m) => {
            const monthName = bsMonthName(lang, m);
            return (
              <div key={m} className={styles.body} hidden={m !== shown} data-month-panel={m} data-month-name={bsMonthBoth(lang, m)}>
                <div className={styles.grid}>
                  <MonthTable
                    month={m}
                    year={model.year}
                    cells={model.cells(m)}
                    today={model.today}
                    caption={model.year !== null ? t('calendar.monthGrid', { month: monthName, year: model.year }) : monthName}
                    compact
                  />
                </div>
                <div className={styles.panel}>
                  <h3 className={styles.panelTitle}>{t('calendar.monthEvents', { month: monthName })}</h3>
                  <EventList
                    entries={model.monthEntries(m)}
                    emptyText={emptyText}
                    school={model.school}
                    label={t('calendar.monthEvents', { month: monthName })}
                  />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
