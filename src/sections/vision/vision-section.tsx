// SPEC §2 home 10 and §4 "Vision tabs": one tab per vision item by OrderNo, the first selected at
// first; the selected one shows its image and its description cut to constants.visionCut (desktop /
// phones). A WAI-ARIA tablist: Left/Right move between tabs (wrapping), Home/End jump, and the
// selected tab is the only one in the Tab order. Every tab's panel is in the page, the others
// hidden, so that before the section's island wakes a tab answers from plain script
// (components/first-answer/tabs.ts); the section then starts on the tab the page shows.
import { useId, useRef, type KeyboardEvent } from 'react';
import { useIntroduction } from '../../api/hooks';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { SmartImage } from '../../components/image/smart-image';
import { answer } from '../../components/first-answer/answer-marker';
import { selectedTabOf } from '../../components/first-answer/shown-state';
import { useTakeOver } from '../../components/first-answer/use-take-over';
import { useConstants } from '../../site-config/config-context';
import { htmlToText, truncateText } from '../../lib/truncate';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import styles from './vision.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function VisionSection({ section }: SectionProps<'vision'>) {
  const lang = useLang();
  const constants = useConstants();
  const { data } = useIntroduction();
  const visions = data.visions;
  const isMobile = useIsMobile();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();
  const tabId = (i: number) => `${base}-tab-${i}`;
  const [selected, setSelected] = useTakeOver(() => selectedTabOf(visions.map((_, i) => tabId(i))), 0);
  if (!visions.length) return null;
  const heading = sectionHeading(lang, section.props?.heading, 'section.vision.heading');
  const current = Math.min(selected, visions.length - 1);
  const limit = isMobile ? constants.visionCut.mobile : constants.visionCut.desktop;

  const choose = (i: number) => {
    const n = visions.length;
    const next = ((i % n) + n) % n;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: visions.length - 1 };
    if (!(e.key in keys)) return;
    e.preventDefault();
    choose(keys[e.key]);
  };

  return (
    <SectionFrame heading={heading}>
      <div className={styles.tabs} role="tablist" aria-label={heading}>
        {visions.map((v, i) => (
          <button
            key={v.id ?? i}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === current}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === current ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
            {...answer('tab')}
          >
            {v.title || String(i + 1)}
          </button>
        ))}
      </div>
      {visions.map((item, i) => (
        <div
          key={item.id ?? i}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={tabId(i)}
          className={[styles.panel, item.image ? '' : styles.textOnly].filter(Boolean).join(' ')}
          tabIndex={0}
          hidden={i !== current}
        >
          {/* (A hidden panel's lazy picture is fetched only once its tab is chosen.) */}
          {item.image && (
            <div className={styles.image}>
              <SmartImage path={item.image} alt={item.title} width={560} height={400} />
            </div>
          )}
          <div className={styles.body}>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{truncateText(htmlToText(item.description), limit)}</p>
          </div>
        </div>
      ))}
    </SectionFrame>
  );
}
