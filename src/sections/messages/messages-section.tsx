// SPEC §2 home 9 and §4: leader messages as a carousel, one per view, each under the heading
// 'Message from the {designation}', with photo, name, designation and social links; the text is
// collapsed to constants.messageCut with 'see More'. Arrows only with more than one message.
import { useIntroduction } from '../../api/hooks';
import { Carousel } from '../../components/carousel/carousel';
import { LeaderMessage } from '../../components/leader-message/leader-message';
import { useConstants } from '../../site-config/config-context';
import { useT } from '../../i18n/use-t';
import type { SectionProps } from '../section-props';
import { sectionHeading } from '../shared/section-heading';
import styles from './messages.module.css';
import { useLang } from '../../i18n/lang-provider';

export default function MessagesSection({ section }: SectionProps<'messages'>) {
  const constants = useConstants();
  const t = useT();
  const lang = useLang();
  const { data } = useIntroduction();
  const messages = data.messages;
  if (!messages.length) return null;
  return (
    <section className={styles.section} aria-label={t('section.messages.label')}>
      <div className="container">
        <Carousel
          items={messages}
          itemKey={(m, i) => m.id ?? i}
          label={t('section.messages.label')}
          preset="one"
          controls="below"
          renderItem={(m) => (
            <div className={styles.slide}>
              <h2 className="section-title">
                {m.designation
                  ? sectionHeading(lang, section.props?.heading, 'section.messages.heading', { designation: m.designation })
                  : m.title || t('section.messages.label')}
              </h2>
              <LeaderMessage message={m} collapsed={constants.messageCut} headingLevel={3} showTitle={false} />
            </div>
          )}
        />
      </div>
    </section>
  );
}
