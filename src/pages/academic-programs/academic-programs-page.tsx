// /academics/academic-programs: every academic program as a section (id from its TranId). With
// ?TranId=X the page scrolls smoothly to that section once the data is there (instantly for
// visitors who prefer reduced motion).
import { useSiteSearchParams } from '../../navigation/site-nav';
import { useAcademicPrograms } from '../../api/hooks';
import { queryTranId, useScrollToTarget } from '../../hooks/use-scroll-to-target';
import { LoadState } from '../../components/load-state/load-state';
import { MediaRow } from '../../components/media-row/media-row';
import { AcademicProgramBody, academicProgramAnchor } from './academic-program-body';
import shared from '../info-pages.module.css';

export default function AcademicProgramsPage() {
  const [params] = useSiteSearchParams();
  const { data, isLoading, failed } = useAcademicPrograms();
  const items = data; // by OrderNo (the guard sorts)
  const tranId = queryTranId(params);
  const target = tranId ? items.find((i) => i.id !== null && String(i.id) === tranId) : undefined;
  useScrollToTarget(target ? (academicProgramAnchor(target.id) ?? null) : null);
  return (
    <div className={`container section ${shared.page}`} data-page="academic-programs">
      <LoadState look="text" isLoading={isLoading} failed={failed} empty={!items.length}>
        <div className={shared.rows}>
          {items.map((item, i) => (
            <MediaRow
              key={`${item.id ?? ''}-${i}`}
              id={academicProgramAnchor(item.id)}
              image={item.image}
              alt={item.title}
              flip={i % 2 === 1}
              priority={i === 0}
            >
              <h2 className={shared.rowTitle}>{item.title}</h2>
              <AcademicProgramBody item={item} />
            </MediaRow>
          ))}
        </div>
      </LoadState>
    </div>
  );
}
