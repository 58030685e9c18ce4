// The heading of a page of one item (a news item, a notice, a program, an achievement, a job, the
// news of a category): the item's own title, from the data, never the words of its address, which
// anyone can write (/media/news/1/Admission-fee-now-payable-only-to-eSewa-9800000000 showed them
// as the page's <h1> and, prerendered, its <title>). Each is a hook of the page kind's own data:
// undefined while it loads, false when it could not be had (headed Not Available: the item may
// well exist), null when there is no such item (the page is then headed Page Not Found, as the
// site's not-found page says it). The prerenderer prerenders only the items that
// exist (scripts/prerender.mjs: the page header's data-missing-item).
import { useNews, useNewsCategories, useNotices, usePrograms, useAchievements } from '../api/hooks';
import { useSiteConfig } from '../config/config-context';
import { localText } from '../i18n/local-text';
import { findProgramBySlug } from '../pages/info-match';
import { findAchievement } from '../pages/achievements/achievement-lookup';
import { findJob } from '../pages/career-list/careers';
import { sameCategory } from '../pages/news-list/news-filter';

type Params = Readonly<Record<string, string | undefined>>;
/** A page kind's title of its item: the title, null for no such item, undefined while its data loads, false when it failed. */
export type ItemTitleHook = (params: Params) => string | null | undefined | false;

const numeric = (id: string | undefined) => (id !== undefined && /^\d+$/.test(id) ? Number(id) : null);
/** The title of a loaded list's item, or null; undefined while the list loads, false when it failed. */
function found<T>(
  list: { data: readonly T[]; isLoading: boolean; failed: boolean },
  pick: (data: readonly T[]) => string | null | undefined,
): string | null | undefined | false {
  if (list.data.length) return pick(list.data)?.trim() || null;
  return list.isLoading ? undefined : list.failed ? false : null;
}

const useNewsTitle: ItemTitleHook = ({ id }) => {
  const want = numeric(id);
  return found(useNews(), (d) => d.find((n) => n.id === want)?.headline);
};
const useNoticeTitle: ItemTitleHook = ({ id }) => {
  const want = numeric(id);
  return found(useNotices(), (d) => d.find((n) => n.id === want && n.showInWebsite)?.headline);
};
const useProgramTitle: ItemTitleHook = ({ slug = '' }) => found(usePrograms(), (d) => findProgramBySlug([...d], slug)?.name);
const useAchievementTitle: ItemTitleHook = ({ slug }) => found(useAchievements(), (d) => findAchievement(d, slug)?.headline);
const useCategoryTitle: ItemTitleHook = ({ category = '' }) =>
  found(useNewsCategories(), (d) => d.find((c) => c.name.trim() && sameCategory(c.name, category.trim()))?.name);
const useJobTitle: ItemTitleHook = ({ id }) => {
  const job = findJob(useSiteConfig().content?.careers, id);
  return job ? localText(job.title) || null : null;
};

/** The title hook of each page kind whose page is one item named by its address. */
export const ITEM_TITLES: Readonly<Record<string, ItemTitleHook>> = {
  'news-detail': useNewsTitle,
  'notice-detail': useNoticeTitle,
  'program-detail': useProgramTitle,
  'achievement-detail': useAchievementTitle,
  'news-category': useCategoryTitle,
  'career-detail': useJobTitle,
};
