// Each page from the demo fixtures and with empty / failed-looking data (no crash, a clear message).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ServicesPage from '@src/pages/services/services-page';
import FacilitiesPage from '@src/pages/facilities/facilities-page';
import MandatoryDisclosurePage from '@src/pages/mandatory-disclosure/mandatory-disclosure-page';
import DownloadsPage from '@src/pages/downloads/downloads-page';
import AchievementsPage from '@src/pages/achievements/achievements-page';
import AchievementDetailPage from '@src/pages/achievement-detail/achievement-detail-page';
import ContactPage from '@src/pages/contact/contact-page';
import CareerListPage from '@src/pages/career-list/career-list-page';
import { rawFixture } from '@test/fixtures';
import { href } from '@test/site-href';
import { renderPage } from '@test/render-site-page';

const fixture = <T,>(name: string) => rawFixture(name) as T;

describe('services page', () => {
  it('shows every service as a row with title, image (alt = title) and sanitized content', () => {
    const { container } = renderPage('services', ServicesPage, '/services-facilities');
    const rows = container.querySelectorAll('article');
    expect(rows).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'School Transport' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Library' }).getAttribute('src')).toMatch(/\/Attachments\/appcms\/5fed4885.*\.png$/);
    expect(screen.getByText(/Every bus has a trained conductor/)).toBeTruthy();
    expect(rows[0].id).toBe('service-1');
    // Alternating rows.
    expect(rows[1].className).toMatch(/flip/);
    expect(rows[0].className).not.toMatch(/flip/);
  });

  it('drops script from content', () => {
    const { container } = renderPage('services', ServicesPage, '/services-facilities', {
      GetServicesAndFacilitiesList: [
        { TranId: 9, Title: 'Pool', Content: '<p>Swim<img src=x onerror="alert(1)"><script>alert(2)</script></p>' },
      ],
    });
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('Swim')).toBeTruthy();
  });

  it('says so when there are none', () => {
    renderPage('services', ServicesPage, '/services-facilities', { GetServicesAndFacilitiesList: [] });
    expect(screen.getByRole('status').textContent).toBe('No services or facilities have been added yet.');
  });
});

describe('facilities page', () => {
  it('shows the config intro and the services in rows of at most four', () => {
    const { container } = renderPage('facilities', FacilitiesPage, '/services-facilities/facilities');
    expect(screen.getByText(/Our campus is built for learning, play and safety/)).toBeTruthy();
    const rows = container.querySelectorAll('ul[data-row]');
    expect([...rows].map((r) => r.querySelectorAll(':scope > li').length)).toEqual([4, 1]);
    const link = within(rows[0] as HTMLElement).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toBe('/services-facilities?TranId=1');
  });

  it('makes three rows for nine services', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ TranId: i + 1, Title: `F${i + 1}` }));
    const { container } = renderPage('facilities', FacilitiesPage, '/services-facilities/facilities', {
      GetServicesAndFacilitiesList: nine,
    });
    expect([...container.querySelectorAll('ul[data-row]')].map((r) => r.children.length)).toEqual([4, 4, 1]);
  });

  it('keeps the intro and says so when there are no services', () => {
    renderPage('facilities', FacilitiesPage, '/services-facilities/facilities', { GetServicesAndFacilitiesList: [] });
    expect(screen.getByText(/Our campus is built/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No facilities have been added yet.');
  });
});

describe('mandatory disclosure page', () => {
  it("shows the first disclosure's title and HTML description", () => {
    const { container } = renderPage('mandatory-disclosure', MandatoryDisclosurePage, '/public-info/mandatory-disclosure');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('School Information (Mandatory Disclosure)');
    expect(container.querySelector('table')).toBeTruthy();
    expect(screen.queryByText('Fees and Scholarships 2083')).toBeNull();
  });

  it("shows 'N/A' when there is none", () => {
    renderPage('mandatory-disclosure', MandatoryDisclosurePage, '/public-info/mandatory-disclosure', { GetDisclosureList: [] });
    expect(screen.getByRole('status').textContent).toBe('N/A');
  });

  it("shows 'N/A' under the title when the description is empty", () => {
    renderPage('mandatory-disclosure', MandatoryDisclosurePage, '/public-info/mandatory-disclosure', {
      GetDisclosureList: [{ Title: 'Info', Description: '' }],
    });
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});

describe('downloads page', () => {
  it('lists each document by title with its type', () => {
    renderPage('downloads', DownloadsPage, '/public-info/download');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(fixture<unknown[]>('GetDownloadList').length);
    expect(screen.getByRole('heading', { name: 'Fee Structure 2083' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Scholarship Application Form (DOCX file)' })).toBeTruthy();
  });

  it('shows no button for an unsafe path', () => {
    renderPage('downloads', DownloadsPage, '/public-info/download', {
      GetDownloadList: [{ Title: 'Bad', AttachmentPath: 'javascript:alert(1)' }],
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('This file is not available.')).toBeTruthy();
  });

  it('says so when there are none (also for a Message answer)', () => {
    renderPage('downloads', DownloadsPage, '/public-info/download', { GetDownloadList: { Message: 'No Data Found' } });
    expect(screen.getByRole('status').textContent).toBe('No documents are available for download yet.');
  });
});

describe('achievements pages', () => {
  it('lists photo, headline link, date and a short text', () => {
    renderPage('achievements', AchievementsPage, '/achievements');
    const link = screen.getByRole('link', { name: '100% results in SEE 2082 for the 12th year running' });
    expect(link.getAttribute('href')).toBe('/achievements/100%25%20results%20in%20SEE%202082%20for%20the%2012th%20year%20running');
    expect(screen.getByRole('img', { name: 'Gold medal at the National Science Olympiad 2083' })).toBeTruthy();
    expect(screen.getByText('16 Ashwin 2083 BS')).toBeTruthy();
    expect(screen.getByText(/Eighteen A\+ and twenty-nine A grades/)).toBeTruthy();
  });

  it('says so when there are none', () => {
    renderPage('achievements', AchievementsPage, '/achievements', { GetAchievmentList: [] });
    expect(screen.getByRole('status').textContent).toBe('No achievements have been added yet.');
  });

  it('shows the achievement whose headline matches the slug', () => {
    renderPage(
      'achievement-detail',
      AchievementDetailPage,
      '/achievements/100%25%20results%20in%20SEE%202082%20for%20the%2012th%20year%20running',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('100% results in SEE 2082 for the 12th year running');
    expect(screen.getByRole('img', { name: '100% results in SEE 2082 for the 12th year running' })).toBeTruthy();
    expect(screen.getByText(/Eighteen A\+/)).toBeTruthy();
  });

  it('finds a headline with /, %, # and ? through its own link', () => {
    const h = 'Art/Craft 50% #1 ?yes';
    renderPage('achievement-detail', AchievementDetailPage, href('achievement-detail', { slug: h }), {
      GetAchievmentList: [{ Headline: h, Description: '<p>ok</p>' }],
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(h);
  });

  it('accepts a slugified headline', () => {
    renderPage('achievement-detail', AchievementDetailPage, '/achievements/lalitpur-inter-school-u-14-football-champions');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Lalitpur Inter-School U-14 Football Champions');
  });

  it('says clearly when the achievement is unknown, or when there is no data', () => {
    renderPage('achievement-detail', AchievementDetailPage, '/achievements/no-such-prize');
    expect(screen.getByRole('status').textContent).toMatch(/could not find this achievement/);
    expect(screen.getByRole('link', { name: 'See all achievements' }).getAttribute('href')).toBe('/achievements');
  });

  it('copes with empty data on the detail page', () => {
    renderPage('achievement-detail', AchievementDetailPage, '/achievements/anything', { GetAchievmentList: [] });
    expect(screen.getByRole('status').textContent).toMatch(/could not find/);
  });
});

describe('contact page', () => {
  it('shows Get in Touch with active social links, and address, contact and email cards', () => {
    renderPage('contact', ContactPage, '/contact/contact-us');
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeTruthy();
    const social = screen.getByRole('navigation', { name: 'Social media' });
    const hrefs = within(social)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://www.facebook.com/himalayavidyamandir');
    expect(hrefs.some((h) => h?.includes('pinterest'))).toBe(false);
    expect(screen.getByText('Sanepa-2, Lalitpur 44600, Bagmati Province, Nepal')).toBeTruthy();
    const map = screen.getByRole('link', { name: 'View On Map' });
    const frame = new URL(map.getAttribute('href')!, 'http://x').searchParams.get('frame');
    expect(frame).toBe(fixture<{ MapUrl: string }>('GetContactUs').MapUrl);
    expect(screen.getByRole('link', { name: '01-5543210' }).getAttribute('href')).toBe('tel:015543210');
    expect(screen.getByRole('link', { name: '9841234567' }).getAttribute('href')).toBe('tel:9841234567');
    expect(screen.getByRole('link', { name: 'info@himalayavidyamandir.edu.np' }).getAttribute('href')).toBe(
      'mailto:info@himalayavidyamandir.edu.np',
    );
    expect(screen.getByRole('heading', { name: 'Email Address' })).toBeTruthy();
  });

  it("renders the route's form (props.form = 'contact') under 'Send us a message'", async () => {
    renderPage('contact', ContactPage, '/contact/contact-us');
    const section = screen.getByRole('region', { name: 'Send us a message' });
    // The form engine is a lazy chunk of its own: on a busy machine it takes more than waitFor's default second.
    await waitFor(() => expect(section.querySelector('[data-form="contact"], form')).toBeTruthy(), { timeout: 10_000 });
  });

  it("shows 'N/A' and no map link when the contact details are missing", () => {
    renderPage('contact', ContactPage, '/contact/contact-us', {
      GetContactUs: { IsSuccess: false, ResponseMSG: 'error' },
      GetAboutCompany: { IsSuccess: false },
      GetSocialMedia: [],
    });
    expect(screen.getAllByText('N/A')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'View On Map' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Social media' })).toBeNull();
  });
});

describe('career list page', () => {
  it('lists the four jobs with type and vacancies, linking to their pages', () => {
    renderPage('career-list', CareerListPage, '/career-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('1 vacancy')).toBeTruthy();
    expect(screen.getByText('Contract')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View details of History Teacher' }).getAttribute('href')).toBe(
      '/career-list/4/history-teacher',
    );
  });
});
