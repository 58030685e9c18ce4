// SPEC §2 home 12: services and facilities as a carousel of cards, each linking to its row on the
// services page (?TranId=…).
import { useServices } from '../../api/hooks';
import { Carousel } from '../../components/carousel/carousel';
import { htmlToText } from '../../lib/truncate';
import { useHref } from '../../navigation/href';
import type { SectionProps } from '../section-props';
import { LinkCard } from '../shared/link-card';
import { SectionFrame } from '../shared/section-frame';
import { sectionHeading } from '../shared/section-heading';
import { useLang } from '../../i18n/lang-provider';

export default function ServicesSection({ section }: SectionProps<'services'>) {
  const lang = useLang();
  const href = useHref();
  const { data } = useServices();
  // Already by OrderNo (the guard sorts).
  const services = data.filter((s) => s.title);
  if (!services.length) return null;
  const heading = sectionHeading(lang, section.props?.heading, 'section.services.heading');
  return (
    <SectionFrame heading={heading}>
      <Carousel
        items={services}
        itemKey={(s, i) => s.id ?? i}
        label={heading}
        preset={section.props?.carousel ?? 'three'}
        renderItem={(s) => (
          <LinkCard to={href('services', { TranId: s.id })} image={s.image} title={s.title} text={htmlToText(s.description || s.content)} />
        )}
      />
    </SectionFrame>
  );
}
