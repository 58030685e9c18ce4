// /who-we-are/committee-members: GetIntroduction CommitteList as a grid of person cards.
import { useIntroduction } from '../../api/hooks';
import { byOrder } from '../../api/guards/read';
import { LoadState } from '../../components/load-state/load-state';
import { PeopleGrid } from '../../components/person-card/people-grid';
import styles from '../info-pages.module.css';

export default function CommitteeMembersPage() {
  const { data, isLoading, failed } = useIntroduction();
  const members = byOrder(data.committee);
  return (
    <div className={`container section ${styles.page}`} data-page="committee-members">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!members.length}>
        <PeopleGrid members={members} className={styles.grid} showDepartment />
      </LoadState>
    </div>
  );
}
