// SPEC §2 home 5: the academic programs (GetAcademicProgramList) as a carousel of cards: image or
// placeholder, title, description clamped to two lines, each linking to its program page.
import { useAcademicPrograms } from '../../api/hooks';
import { Carousel } from '../../components/carousel/carousel';
import { htmlToText } from '../../lib/truncate';
import { useHref } from '../../navigation/href';
import type { SectionProps } from '../section-props';
import { LinkCard } from '../shared/link-card';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import { useLang } from '../../i18n/lang-provider';

export default function AcademicProgramsSection({ section }: SectionProps<'academic-programs'>) {
  const lang = useLang();
  const href = useHref();
  const { data } = useAcademicPrograms();
  // Already by OrderNo (the guard sorts).
  const programs = data.filter((p) => p.title);
  if (!programs.length) return null;
  const heading = sectionHeading(lang, section.props?.heading, 'section.programs.heading');
  return (
    <SectionFrame heading={heading}>
      <Carousel
        items={programs}
        itemKey={(p, i) => p.id ?? i}
        label={heading}
        preset={section.props?.carousel ?? 'three'}
        renderItem={(p) => (
          <LinkCard
            to={p.id === null ? href('academic-programs') : href('academic-program', { TranId: p.id })}
            image={p.image}
            title={p.title}
            text={htmlToText(p.description || p.content)}
          />
        )}
      />
    </SectionFrame>
  );
}
