// /message/message-from-{chairman|principal|mentor}: the one message whose Designation matches
// route.props.designation (case-insensitive; exact first, else contains).
import { useIntroduction } from '../../api/hooks';
import { LeaderMessage } from '../../components/leader-message/leader-message';
import { LoadState } from '../../components/load-state/load-state';
import { findMessageByDesignation } from '../info-match';
import { useT } from '../../i18n/use-t';
import type { PageProps } from '../page-props';
import shared from '../info-pages.module.css';

export default function MessageSinglePage({ route }: PageProps) {
  const t = useT();
  const { data, isLoading, failed } = useIntroduction();
  const designation = route.props?.designation ?? '';
  const message = findMessageByDesignation(data.messages, designation);
  return (
    <div className={`container section ${shared.page}`} data-page="message-single">
      <LoadState
        look="text"
        isLoading={isLoading}
        failed={failed}
        empty={!message}
        emptyText={t('info.messageMissing', { designation: designation.toLowerCase() || t('app.na') })}
      >
        {message && <LeaderMessage message={message} showTitle={false} priority />}
      </LoadState>
    </div>
  );
}
