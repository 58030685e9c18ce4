// /who-we-are/message: every leader message (GetIntroduction FounderMSGList) in full, on
// alternating backgrounds.
import { useIntroduction } from '../../api/hooks';
import { LeaderMessage } from '../../components/leader-message/leader-message';
import { LoadState } from '../../components/load-state/load-state';
import { useT } from '../../i18n/use-t';
import styles from './messages-page.module.css';
import shared from '../info-pages.module.css';

export default function MessagesPage() {
  const t = useT();
  const { data, isLoading, failed } = useIntroduction();
  const messages = data.messages;
  if (isLoading || failed || !messages.length) {
    return (
      <div className={`container section ${shared.page}`} data-page="messages">
        <LoadState look="text" isLoading={isLoading} failed={failed} empty>
          {null}
        </LoadState>
      </div>
    );
  }
  return (
    <div data-page="messages" role="list" aria-label={t('info.messagesLabel')}>
      {messages.map((m, i) => (
        <div key={`${m.id ?? ''}-${i}`} role="listitem" className={i % 2 ? styles.alt : styles.band}>
          <div className="container">
            <LeaderMessage message={m} priority={i === 0} />
          </div>
        </div>
      ))}
    </div>
  );
}
