// One hook per back-end operation. Components use these, never fetch().
import { ops } from './operations';
import { useOperation } from './use-operation';

export const useCompany = () => useOperation(ops.company);
export const useContact = () => useOperation(ops.contact);
export const useTheme = () => useOperation(ops.theme);
export const useSocialMedia = () => useOperation(ops.socialMedia);
export const useFeatures = () => useOperation(ops.features);
export const useSlider = () => useOperation(ops.slider);
export const useNews = () => useOperation(ops.news);
export const useNewsCategories = () => useOperation(ops.newsCategories);
export const useDownloads = () => useOperation(ops.downloads);
export const usePrograms = () => useOperation(ops.programs);
export const useDisclosures = () => useOperation(ops.disclosures);
export const useSyllabus = () => useOperation(ops.syllabus);
export const useAchievements = () => useOperation(ops.achievements);
export const useNotices = () => useOperation(ops.notices);
export const useVideos = () => useOperation(ops.videos);
export const useServices = () => useOperation(ops.services);
export const useAcademicPrograms = () => useOperation(ops.academicPrograms);
export const useExecutiveMembers = () => useOperation(ops.executiveMembers);
export const useIntroduction = () => useOperation(ops.introduction);
export const useWhoWeAre = () => useOperation(ops.whoWeAre);
export const useCalendar = () => useOperation(ops.calendar);
export const useEventHoliday = () => useOperation(ops.eventHoliday);
export const useGallery = () => useOperation(ops.gallery);
export const useBanners = () => useOperation(ops.banners);
export const useTestimonials = () => useOperation(ops.testimonials);
export const useBirthdays = () => useOperation(ops.birthdays);

/**
 * The school's phone and email as the build knew them, for what only a browser without JavaScript
 * shows: a <noscript>, whose content React draws on the server alone (never in the browser). Read
 * without noting the operations, so an island holding it neither carries their data for it nor is
 * drawn again when they change (src/islands/freshness.ts).
 */
export function useBuiltContact(): { phone: string; email: string } {
  const company = useOperation(ops.company, true).data;
  const contact = useOperation(ops.contact, true).data;
  return { phone: contact.phone || company.phone, email: contact.email || company.email };
}

/** The ERP's lists behind form choices; `enabled` false when the form does not go to the ERP. */
export const useRegistrationClasses = (enabled = true) => useOperation(ops.registrationClasses, false, enabled);
export const useCastes = (enabled = true) => useOperation(ops.castes, false, enabled);
export const useDocumentTypes = (enabled = true) => useOperation(ops.documentTypes, false, enabled);
