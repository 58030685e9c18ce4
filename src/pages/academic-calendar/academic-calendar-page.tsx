// /academics/calendar (SPEC §2): the BS year of the calendar, a legend of the distinct event types
// with their colours, then the 12 months Baishakh … Chaitra, each a Sun-to-Sat grid of 6 weeks
// (weekends red, event days in the first event's colour with its name) beside its list of events
// and holidays ('No Events Available' when none; scrolls within 500px above 4). Every event, or
// the whole year, can be added to a phone's calendar as an .ics file.
import type { CSSProperties } from 'react';
import { LoadState } from '../../components/load-state/load-state';
import { Icon } from '../../components/icons/icons';
import { useT } from '../../i18n/use-t';
import { useLang } from '../../i18n/lang-provider';
import { textOn } from '../../lib/contrast';
import { canExport, downloadIcs } from '../../calendar/calendar-ics';
import type { LegendItem } from '../../calendar/calendar-events';
import { useCalendarModel } from '../../calendar/views/use-calendar-model';
import { LaterPart } from '../../island-kit/later-part';
import type { PageProps } from '../page-props';
import { MonthCard } from './month-card';
import styles from './academic-calendar-page.module.css';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function swatchStyle(item: LegendItem): CSSProperties | undefined {
  return item.colour ? { background: item.colour, color: textOn(item.colour) } : undefined;
}

export default function AcademicCalendarPage(_: PageProps) {
  const t = useT();
  const lang = useLang();
  const model = useCalendarModel();

  if (!model.hasData && (model.isLoading || model.failed)) {
    return (
      <div className={`container section ${styles.page}`} data-page="academic-calendar">
        <LoadState isLoading={model.isLoading} failed={model.failed} empty emptyText="" skeletons={4}>
          {null}
        </LoadState>
      </div>
    );
  }

  const { year } = model;
  const exportable = model.entries.filter(canExport);
  const yearHeading = year !== null ? t('calendar.yearOf', { year }) : t('calendar.heading');

  return (
    <div className={`container section ${styles.page}`} data-page="academic-calendar">
      <div className={styles.top}>
        <h2 className={styles.year} data-testid="calendar-year">
          {yearHeading}
        </h2>
        {exportable.length > 0 && year !== null && (
          <button
            type="button"
            className="btn btn-outline"
            aria-label={t('calendar.addAllLabel', { year })}
            onClick={() => downloadIcs(lang, exportable, t('calendar.icsName', { school: model.school || String(year) }), model.school)}
            data-testid="add-all"
          >
            <Icon name="calendar" size={18} />
            {t('calendar.addAll')}
          </button>
        )}
      </div>

      <ul className={styles.legend} aria-label={t('calendar.legend')} data-testid="legend">
        {model.legend.map((item) => (
          <li key={item.type} className={styles.legendItem} data-testid="legend-item">
            <span className={styles.swatch} style={swatchStyle(item)} aria-hidden="true" />
            {item.type}
          </li>
        ))}
        <li className={`${styles.legendItem} ${styles.legendWeekend}`}>
          <span className={`${styles.swatch} ${styles.swatchWeekend}`} aria-hidden="true" />
          {t('calendar.weekend')}
        </li>
        <li className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles.swatchToday}`} aria-hidden="true" />
          {t('calendar.today')}
        </li>
      </ul>

      <div className={styles.months}>
        {/* The first month is in the page's HTML; the other eleven (half its HTML, and what kept its
            first paint past the first round trip) come right after load (LaterPart). */}
        <MonthCard month={MONTHS[0]} model={model} />
        <LaterPart
          heading={yearHeading}
          parts={MONTHS.slice(1).map((m) => (
            <MonthCard key={m} month={m} model={model} />
          ))}
        />
      </div>
    </div>
  );
}
