// /vision-statement/board-Of-directors: GetExecutiveMemberList as a grid of person cards.
import { useExecutiveMembers } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { PersonCard } from '../../components/person-card/person-card';
import styles from '../info-pages.module.css';

export default function BoardOfDirectorsPage() {
  const { data, isLoading, failed } = useExecutiveMembers();
  return (
    <div className={`container section ${styles.page}`} data-page="board-of-directors">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!data.length}>
        <ul className={styles.grid}>
          {data.map((m, i) => (
            <li key={`${m.id ?? ''}-${i}`}>
              <PersonCard name={m.fullName} image={m.image} designation={m.designation} headingLevel={2} />
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
