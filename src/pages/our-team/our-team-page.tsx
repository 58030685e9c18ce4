// /who-we-are/our-team: staff (GetIntroduction StaffList) as a grid, one group per department in
// the order the back-end gives them.
import { useIntroduction } from '../../api/hooks';
import { LoadState } from '../../components/load-state/load-state';
import { PeopleGrid } from '../../components/person-card/people-grid';
import styles from '../info-pages.module.css';

export default function OurTeamPage() {
  const { data, isLoading, failed } = useIntroduction();
  const groups = data.staff.filter((g) => g.members.length);
  return (
    <div className={`container section ${styles.page}`} data-page="our-team">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!groups.length}>
        {groups.map((g, gi) => (
          <section key={`${g.department}-${gi}`} className={styles.group} aria-labelledby={g.department ? `dept-${gi}` : undefined}>
            {g.department && (
              <h2 id={`dept-${gi}`} className={styles.groupTitle}>
                {g.department}
              </h2>
            )}
            <PeopleGrid members={g.members} className={styles.grid} headingLevel={g.department ? 3 : 2} />
          </section>
        ))}
      </LoadState>
    </div>
  );
}
