import { setWidth } from '@test/dom-stubs';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AcademicProgramsSection from '@src/sections/academic-programs/academic-programs-section';
import AchievementsSection from '@src/sections/achievements/achievements-section';
import CommitteeSection from '@src/sections/committee/committee-section';
import ServicesSection from '@src/sections/services/services-section';
import TeamSection from '@src/sections/team/team-section';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));

const slides = () => screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');

describe('academic programs', () => {
  it('shows cards by OrderNo linking to the program detail, three per view with arrows for four', () => {
    renderSection(AcademicProgramsSection, 'academic-programs');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Academic Programs');
    const links = within(screen.getByRole('group', { name: 'Academic Programs' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Early Years (Montessori)',
      'STEM and Robotics',
      'Languages and Literature',
      'Creative Arts and Music',
    ]);
    expect(links[1].getAttribute('href')).toBe('/academics/academic-program?TranId=2');
    expect(document.querySelector('[data-carousel-preset="three"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide: Academic Programs' })).toBeTruthy();
    // Image or placeholder on every card.
    expect(slides().every((s) => s.querySelector('img'))).toBe(true);
  });

  it('uses the placeholder without an image and hides without programs', () => {
    renderSection(AcademicProgramsSection, 'academic-programs', {
      overrides: { GetAcademicProgramList: [{ TranId: 7, Title: 'Solo', Description: 'x' }] },
    });
    expect(slides()[0].querySelector('img')!.getAttribute('src')).toBe('/placeholder.svg');
    expect(screen.queryByRole('button', { name: /slide/ })).toBeNull();
  });

  it('renders nothing without data', () => {
    const { container } = renderSection(AcademicProgramsSection, 'academic-programs', { overrides: { GetAcademicProgramList: [] } });
    expect(container.innerHTML).toBe('');
  });
});

describe('services', () => {
  it('links each card to /services-facilities?TranId=…', () => {
    renderSection(ServicesSection, 'services');
    const links = within(screen.getByRole('group', { name: 'Services & Facilities' })).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0].getAttribute('href')).toBe('/services-facilities?TranId=1');
  });

  it('renders nothing without data', () => {
    const { container } = renderSection(ServicesSection, 'services', { overrides: { GetServicesAndFacilitiesList: [] } });
    expect(container.innerHTML).toBe('');
  });
});

describe('achievements', () => {
  it('is a coverflow starting on slide 2, each linking to /achievements/{headline}', () => {
    renderSection(AchievementsSection, 'achievements');
    const region = screen.getByRole('group', { name: 'Our Achievements' });
    expect(region.getAttribute('data-variant')).toBe('coverflow');
    const selected = region.querySelector('[data-selected]')!;
    expect(selected.getAttribute('aria-label')).toMatch(/^Slide 2 of /);
    const link = within(selected as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/achievements/${encodeURIComponent(link.textContent)}`);
  });

  it('renders nothing without data (or with a Message)', () => {
    const { container } = renderSection(AchievementsSection, 'achievements', { overrides: { GetAchievmentList: { Message: 'No data' } } });
    expect(container.innerHTML).toBe('');
  });
});

describe('committee and team', () => {
  it('committee: a carousel of person cards from CommitteList', () => {
    renderSection(CommitteeSection, 'committee');
    const region = screen.getByRole('group', { name: 'Committee Members' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(region).getByText('Ramesh Prasad Shrestha')).toBeTruthy();
  });

  it('team: every department of StaffList', () => {
    renderSection(TeamSection, 'team');
    const region = screen.getByRole('group', { name: 'Our Team' });
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    for (const dept of ['Administration', 'Science and Mathematics', 'Languages and Social Studies'])
      expect(within(region).getAllByText(dept).length).toBeGreaterThan(0);
  });

  it('render nothing without members', () => {
    const a = renderSection(CommitteeSection, 'committee', { overrides: { GetIntroduction: {} } });
    expect(a.container.innerHTML).toBe('');
    a.unmount();
    const b = renderSection(TeamSection, 'team', { overrides: { GetIntroduction: { StaffList: [] } } });
    expect(b.container.innerHTML).toBe('');
  });
});
