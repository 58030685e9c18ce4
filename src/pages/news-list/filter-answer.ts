// The news filter before React (components/first-answer/answer-marker.ts). The page renders every
// item, those of other categories hidden, and its 'No news' line hidden while an item shows
// (news-list-page.tsx), so a category button only shows its items, says it is pressed and puts
// ?category= in the address as the page does (a new history entry: back restores the filter).
// When React wakes it reads the category from the address, as it always does.
import { siteOnly } from '../../components/safe-html/site-markers';
import { categoryIn, sameCategory } from './news-filter';

export const NEWS_PAGE = siteOnly('[data-page="news-list"]');

/** A filter button's answer. */
export function chooseCategory(button: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const name = button.dataset.category;
  if (name) params.set('category', name);
  else params.delete('category');
  const q = params.toString();
  history.pushState(history.state, '', `${location.pathname}${q ? `?${q}` : ''}${location.hash}`);
  showCategory(button.closest(NEWS_PAGE), categoryIn(params));
}

/** Shows the items of a category (all for null), as the page renders them. */
export function showCategory(page: Element | null, category: string | null): void {
  if (!page) return;
  for (const b of page.querySelectorAll<HTMLElement>(siteOnly('[data-answer="filter"]'))) {
    const name = b.dataset.category;
    b.setAttribute('aria-pressed', String(category ? !!name && sameCategory(name, category) : !name));
  }
  let any = false;
  for (const item of page.querySelectorAll<HTMLElement>(siteOnly('[data-news-category]'))) {
    item.hidden = !!category && !sameCategory(item.dataset.newsCategory ?? '', category);
    any ||= !item.hidden;
  }
  const none = page.querySelector<HTMLElement>(siteOnly('[data-news-none]'));
  if (none) none.hidden = any;
}
