// Every information page, rendered from the demo fixtures and with empty data.
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import { localText } from '@src/i18n/local-text';
import type { Route as RouteEntry } from '@src/generated/site-config';
import { LoadState } from '@src/components/load-state/load-state';
import type { PageProps } from '@src/pages/page-props';
import AboutUsPage from '@src/pages/about-us/about-us-page';
import VisionStatementPage from '@src/pages/vision-statement/vision-statement-page';
import MessagesPage from '@src/pages/messages/messages-page';
import MessageSinglePage from '@src/pages/message-single/message-single-page';
import OurTeamPage from '@src/pages/our-team/our-team-page';
import CommitteeMembersPage from '@src/pages/committee-members/committee-members-page';
import BoardOfDirectorsPage from '@src/pages/board-of-directors/board-of-directors-page';
import WhyUsPage from '@src/pages/why-us/why-us-page';
import ProgramsPage from '@src/pages/programs/programs-page';
import ProgramDetailPage from '@src/pages/program-detail/program-detail-page';
import SyllabusPage from '@src/pages/syllabus/syllabus-page';
import AcademicProgramsPage from '@src/pages/academic-programs/academic-programs-page';
import AcademicProgramPage from '@src/pages/academic-program/academic-program-page';
import AdmissionProcedurePage from '@src/pages/admission-procedure/admission-procedure-page';
import RulesRegulationsPage from '@src/pages/rules-regulations/rules-regulations-page';
import OnlineAdmissionPage from '@src/pages/online-admission/online-admission-page';
import StaticPagePage from '@src/pages/static-page/static-page-page';
import { renderWithSite } from '@test/render';

const route = (path: string): RouteEntry => {
  const r = siteConfig.routes.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

/** Renders a page at `url` under its config route pattern, so useParams works. */
function renderPage(Page: ComponentType<PageProps>, pattern: string, url = pattern, overrides?: Record<string, unknown>) {
  const r = route(pattern);
  return renderWithSite(
    <Routes>
      <Route path={r.path} element={<Page route={r} />} />
    </Routes>,
    { path: url, overrides },
  );
}

const page = (kind: string) => document.querySelector(`[data-page="${kind}"]`) as HTMLElement;
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const NA = 'N/A';

describe('about-us', () => {
  it('shows the school photo and the company Content', () => {
    renderPage(AboutUsPage, '/who-we-are/about-us');
    expect(page('about-us').textContent).toContain('Himalaya Vidya Mandir was founded in 2052 B.S.');
    expect(screen.getByRole('img', { name: 'Himalaya Vidya Mandir' }).getAttribute('src')).toMatch(/Attachments\/appcms\/.+\.png$/);
  });
  it('falls back to the Who We Are about text when the company has none', () => {
    renderPage(AboutUsPage, '/who-we-are/about-us', undefined, { GetAboutCompany: { Name: 'X', Content: '' } });
    expect(page('about-us').textContent).toContain('community-minded school in Sanepa');
  });
  it("shows 'N/A' with no text anywhere", () => {
    renderPage(AboutUsPage, '/who-we-are/about-us', undefined, { GetAboutCompany: {}, GetWhoWeAre: {} });
    expect(page('about-us').textContent).toBe(NA);
  });
});

describe('vision-statement', () => {
  it('shows rows by OrderNo, alternating sides', () => {
    renderPage(VisionStatementPage, '/who-we-are/vision-statement', undefined, {
      GetIntroduction: {
        VisionList: [
          { Title: 'Second', Description: '<p>b</p>', ImagePath: '\\a\\b.png', OrderNo: 2 },
          { Title: 'First', Description: '<p>a <script>x()</script></p>', ImagePath: '\\a\\a.png', OrderNo: 1 },
        ],
      },
    });
    expect(h2s()).toEqual(['First', 'Second']);
    const rows = page('vision-statement').querySelectorAll('section');
    expect(rows[0].className).not.toMatch(/flip/);
    expect(rows[1].className).toMatch(/flip/);
    expect(page('vision-statement').querySelector('script')).toBeNull();
  });
  it('renders the fixture visions and N/A when empty', () => {
    const a = renderPage(VisionStatementPage, '/who-we-are/vision-statement');
    expect(h2s()).toContain('Our Vision');
    a.unmount();
    renderPage(VisionStatementPage, '/who-we-are/vision-statement', undefined, { GetIntroduction: [] });
    expect(page('vision-statement').textContent).toBe(NA);
  });
});

describe('messages', () => {
  it('lists every leader message in full on alternating backgrounds', () => {
    renderPage(MessagesPage, '/who-we-are/message');
    expect(h2s()).toEqual(['Ramesh Prasad Shrestha', 'Dr. Sunita Rajbhandari', 'Prof. Keshav Raj Adhikari']);
    const items = screen.getAllByRole('listitem').filter((li) => li.parentElement === page('messages'));
    expect(items[0].className).not.toBe(items[1].className);
    expect(items[0].className).toBe(items[2].className);
    expect(screen.queryByRole('button', { name: 'see More' })).toBeNull();
    expect(page('messages').textContent).toContain('every one of our SEE candidates passed');
    // Nested social links: IsActive is false in the data, a null UrlPath is dropped.
    expect(
      within(items[0])
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://www.facebook.com/rameshp.shrestha']);
  });
  it('shows N/A when there are none', () => {
    renderPage(MessagesPage, '/who-we-are/message', undefined, { GetIntroduction: { FounderMSGList: null } });
    expect(page('messages').textContent).toBe(NA);
  });
});

describe('message-single', () => {
  it.each([
    ['/message/message-from-chairman', 'Ramesh Prasad Shrestha'],
    ['/message/message-from-principal', 'Dr. Sunita Rajbhandari'],
    ['/message/message-from-mentor', 'Prof. Keshav Raj Adhikari'],
  ])('%s shows the matching message', (path, name) => {
    renderPage(MessageSinglePage, path);
    expect(h2s()).toEqual([name]);
  });
  it('says clearly when no message matches', () => {
    renderPage(MessageSinglePage, '/message/message-from-mentor', undefined, {
      GetIntroduction: { FounderMSGList: [{ Name: 'A', Designation: 'Principal', Description: '<p>x</p>' }] },
    });
    expect(page('message-single').textContent).toBe('No message from the mentor has been published yet.');
  });
});

describe('our-team, committee-members, board-of-directors', () => {
  it('groups staff by department', () => {
    renderPage(OurTeamPage, '/who-we-are/our-team');
    expect(h2s()).toEqual(['Administration', 'Science and Mathematics', 'Languages and Social Studies']);
    const admin = screen.getByRole('heading', { level: 2, name: 'Administration' }).closest('section')!;
    expect(within(admin).getByRole('heading', { level: 3, name: 'Dr. Sunita Rajbhandari' })).toBeTruthy();
    expect(within(admin).getByText('Principal')).toBeTruthy();
    expect(within(admin).getAllByRole('article')).toHaveLength(3);
  });
  it('shows committee members with their department', () => {
    renderPage(CommitteeMembersPage, '/who-we-are/committee-members');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: 'Ramesh Prasad Shrestha' })).toBeTruthy();
    expect(screen.getAllByText('School Management Committee').length).toBeGreaterThan(0);
  });
  it('shows the executive members', () => {
    renderPage(BoardOfDirectorsPage, '/vision-statement/board-Of-directors');
    expect(h2s()).toContain('Sita Devi Maharjan');
    expect(screen.getByText('Vice Chairperson')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
  it.each([
    [OurTeamPage, '/who-we-are/our-team', 'our-team', { GetIntroduction: [] }],
    [CommitteeMembersPage, '/who-we-are/committee-members', 'committee-members', { GetIntroduction: [] }],
    [BoardOfDirectorsPage, '/vision-statement/board-Of-directors', 'board-of-directors', { GetExecutiveMemberList: [] }],
  ] as const)('shows N/A with empty data (%#)', (Page, path, kind, overrides) => {
    renderPage(Page, path, undefined, overrides);
    expect(page(kind).textContent).toBe(NA);
  });
});

describe('why-us', () => {
  it('shows the three feature cards from the config', () => {
    renderPage(WhyUsPage, '/vision-statement/why-us');
    expect(h2s()).toEqual(siteConfig.content.whyUs.map((c) => localText('en', c.title)));
    expect(page('why-us').textContent).toContain(localText('en', siteConfig.content.whyUs[0].text));
  });
});

describe('programs and program detail', () => {
  it('lists programs by OrderNo, missing orders last, each linking to its slug', () => {
    renderPage(ProgramsPage, '/programs');
    expect(h2s()).toEqual(['Pre-Primary', 'Primary Level', 'Lower Secondary Level', 'Secondary Level (SEE)']);
    expect(screen.getByRole('link', { name: 'Secondary Level (SEE)' }).getAttribute('href')).toBe('/programs/secondary-level-see');
  });
  it('shows N/A with no programs', () => {
    renderPage(ProgramsPage, '/programs', undefined, { GetProgramList: [] });
    expect(page('programs').textContent).toBe(NA);
  });
  it("shows the description and a 'View Syllabus' button", () => {
    renderPage(ProgramDetailPage, '/programs/:slug', '/programs/primary-level');
    expect(h2s()).toEqual(['Primary Level']);
    expect(page('program-detail').textContent).toContain('Strong foundations in languages');
    expect(screen.getByRole('link', { name: 'View Syllabus' }).getAttribute('href')).toBe('/syllabus/primary-level');
  });
  it('says so for an unknown slug, with a link back', () => {
    renderPage(ProgramDetailPage, '/programs/:slug', '/programs/astronomy');
    expect(page('program-detail').textContent).toContain('We could not find this program.');
    expect(screen.getByRole('link', { name: 'See all programs' }).getAttribute('href')).toBe('/programs');
  });
});

describe('syllabus', () => {
  it('shows a card per matching plan with subjects and topics', () => {
    renderPage(SyllabusPage, '/syllabus/:slug', '/syllabus/pre-primary');
    expect(h2s()).toEqual(['Pre-Primary Curriculum 2083']);
    const english = screen.getByRole('list', { name: 'Topics in English' });
    expect(
      within(english)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Phonics and letter sounds', 'Rhymes and story time', 'Writing patterns']);
    expect(screen.getByRole('heading', { level: 3, name: 'Nepali' })).toBeTruthy();
  });
  it('names a subject without SyllabusName by its number', () => {
    renderPage(SyllabusPage, '/syllabus/:slug', '/syllabus/primary-level');
    expect(screen.getByRole('heading', { level: 3, name: 'Subject 4' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Topics in Subject 4' })).toBeTruthy();
  });
  it('shows nothing (no message) when no plan matches or there are no plans', () => {
    const a = renderPage(SyllabusPage, '/syllabus/:slug', '/syllabus/astronomy');
    expect(page('syllabus').childElementCount).toBe(0);
    a.unmount();
    renderPage(SyllabusPage, '/syllabus/:slug', '/syllabus/pre-primary', { GetSyllabusPlanList: [] });
    expect(page('syllabus').childElementCount).toBe(0);
  });
});

describe('academic programs', () => {
  it('lists sections with ids from TranId', () => {
    renderPage(AcademicProgramsPage, '/academics/academic-programs');
    expect(h2s()).toEqual(['Early Years (Montessori)', 'STEM and Robotics', 'Languages and Literature', 'Creative Arts and Music']);
    expect(document.getElementById('academic-program-2')?.textContent).toContain('Pupils build and program robots');
  });
  it('shows N/A when empty', () => {
    renderPage(AcademicProgramsPage, '/academics/academic-programs', undefined, { GetAcademicProgramList: [] });
    expect(page('academic-programs').textContent).toBe(NA);
  });
  it('shows one program by ?TranId=', () => {
    renderPage(AcademicProgramPage, '/academics/academic-program', '/academics/academic-program?TranId=2');
    expect(h2s()).toEqual(['STEM and Robotics']);
    expect(page('academic-program').textContent).toContain('Coding, robotics and science projects');
  });
  it.each([
    ['/academics/academic-program', 'Choose an academic program to see its details.'],
    ['/academics/academic-program?TranId=99', 'We could not find this academic program.'],
  ])('%s gives a clear message', (url, text) => {
    renderPage(AcademicProgramPage, '/academics/academic-program', url);
    expect(page('academic-program').textContent).toContain(text);
    expect(screen.getByRole('link', { name: 'See all academic programs' }).getAttribute('href')).toBe('/academics/academic-programs');
  });
});

describe('admission procedure and rules', () => {
  it('numbers the admission steps', () => {
    renderPage(AdmissionProcedurePage, '/academics/admission-procedure');
    const steps = within(page('admission-procedure')).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThan(2);
    expect(within(steps[0]).getByText('Step 1')).toBeTruthy();
    expect(within(steps[0]).getByRole('heading', { level: 2 }).textContent).toBe('Collect the admission form');
    expect(within(steps[1]).queryByRole('img')).toBeNull(); // no image path → no placeholder
  });
  it('shows the rules as rows', () => {
    renderPage(RulesRegulationsPage, '/academics/rules-regulations');
    expect(page('rules-regulations').querySelectorAll('section')).toHaveLength(4);
    expect(h2s()[0]).toBe('Attendance and punctuality');
  });
  it.each([
    [AdmissionProcedurePage, '/academics/admission-procedure', 'admission-procedure'],
    [RulesRegulationsPage, '/academics/rules-regulations', 'rules-regulations'],
  ] as const)('shows N/A when empty (%#)', (Page, path, kind) => {
    renderPage(Page, path, undefined, { GetWhoWeAre: { IsSuccess: false, ResponseMSG: 'db down' } });
    expect(page(kind).textContent).toBe(NA);
  });
});

describe('online admission and static pages', () => {
  it('shows the blocks, a real table and a link to the inquiry', () => {
    renderPage(OnlineAdmissionPage, '/admission-procedure/online-admission');
    expect(screen.getByRole('heading', { level: 2, name: 'Apply online' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Age and class' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(within(table).getByRole('rowheader', { name: 'LKG' }).getAttribute('scope')).toBe('row');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Fill the admission inquiry' }).getAttribute('href')).toBe(
      '/requests-inquiries/admission-inquiry',
    );
  });
  it('renders a static page from content.pages', () => {
    renderPage(StaticPagePage, '/academic-programs/curriculum/kindergarden');
    expect(screen.getByRole('heading', { level: 2, name: 'Kindergarten Curriculum' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Learning through play' })).toBeTruthy();
    expect(screen.getByText('Outdoor play and nature walks').tagName).toBe('LI');
  });
  it('says so when the content key is unknown', () => {
    const r = { path: '/x', page: 'static-page' as const, props: { content: 'nope' } };
    renderWithSite(<StaticPagePage route={r} />, { path: '/x' });
    expect(page('static-page').textContent).toBe('This page has no content yet.');
  });
});

describe('InfoState', () => {
  it('announces loading and failure politely, and hides the content', () => {
    const a = render(
      <LoadState isLoading failed={false}>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('content')).toBeNull();
    a.unmount();
    render(
      <LoadState isLoading={false} failed>
        <p>content</p>
      </LoadState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Could not load this content. Please try again later.');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('content')).toBeNull();
  });
});
