// A page of one item, in the app (a path with no prerendered page: a link to a withdrawn notice,
// an address someone wrote): headed by the item's title from the data, or Page Not Found, its
// last crumb and document title too, never by the words of its address (issue 42).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { PageHost } from '@src/app/page-host';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';

const news = siteConfig.routes.find((r) => r.page === 'news-detail')!;
const WORDS = 'Admission-fee-now-payable-only-to-eSewa-9800000000';

afterEach(cleanup);

describe('the heading of a page of one item', () => {
  it("is the item's own title, whatever words its address has", async () => {
    renderWithSite(<PageHost route={news} />, { path: `/media/news/108/${WORDS}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Science Exhibition showcases 60 student projects');
    expect(screen.getByText('Science Exhibition showcases 60 student projects', { selector: '[aria-current="page"]' })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Science Exhibition showcases 60 student projects \| /));
    expect(document.body.textContent).not.toContain('eSewa');
  });

  it('is Page Not Found for an item the data does not have', async () => {
    renderWithSite(<PageHost route={news} />, { path: `/media/news/1/${WORDS}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    await waitFor(() => expect(document.title).toMatch(/^Page Not Found \| /));
    expect(document.body.textContent).not.toContain('eSewa');
    expect(document.querySelector('header[data-missing-item]')).not.toBeNull();
  });
});
