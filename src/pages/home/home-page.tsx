// The home page is its config: home.sections in order, disabled ones skipped. The first
// `home.firstScreenSections` of them load their images at once (see FirstScreen); the rest are the
// later part of the page, which a prerendered page loads after its first screen (LaterPart).
import { useSiteConfig } from '../../site-config/config-context';
import { FirstScreen } from '../../components/image/first-screen';
import { LaterPart } from '../../island-kit/later-part';
import { SectionHost } from '../../sections/section-host';

export default function HomePage() {
  const siteConfig = useSiteConfig();
  const first = siteConfig.home.firstScreenSections ?? 4;
  const hosts = siteConfig.home.sections
    .filter((s) => s.enabled)
    .map((s, i) => (
      <FirstScreen.Provider key={s.id} value={i < first}>
        <SectionHost section={s} />
      </FirstScreen.Provider>
    ));
  return (
    <>
      {hosts.slice(0, first)}
      <LaterPart parts={hosts.slice(first)} />
    </>
  );
}
