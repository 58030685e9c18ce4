// Services and academic programs come out of their guards sorted by OrderNo, so the home carousels
// and the pages agree without sorting again.
import { setWidth } from '@test/dom-stubs';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { guardAcademicPrograms, guardServices } from '@src/api/guards/services';
import ServicesPage from '@src/pages/services/services-page';
import AcademicProgramsSection from '@src/sections/academic-programs/academic-programs-section';
import ServicesSection from '@src/sections/services/services-section';
import { renderSection } from '@test/render-section';
import { renderPage } from '@test/render-site-page';

// The back-end's order is not OrderNo's; one item has no OrderNo and two share one.
const shuffled = [
  { TranId: 1, Title: 'No order', OrderNo: null },
  { TranId: 2, Title: 'Third', OrderNo: 3 },
  { TranId: 3, Title: 'First', OrderNo: 1 },
  { TranId: 4, Title: 'Second (a)', OrderNo: 2 },
  { TranId: 5, Title: 'Second (b)', OrderNo: 2 },
];
const sorted = ['First', 'Second (a)', 'Second (b)', 'Third', 'No order'];

beforeEach(() => setWidth(1366));

describe.each([
  ['guardServices', guardServices],
  ['guardAcademicPrograms', guardAcademicPrograms],
])('%s', (_, guard) => {
  it('sorts by OrderNo ascending, without one last, ties in the order received', () => {
    expect(guard(shuffled).map((s) => s.title)).toEqual(sorted);
  });
});

describe('services order on the site', () => {
  it('the home services carousel shows the cards by OrderNo', () => {
    renderSection(ServicesSection, 'services', { overrides: { GetServicesAndFacilitiesList: shuffled } });
    const titles = screen
      .getAllByRole('group')
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
      .map((s) => within(s).getByRole('heading').textContent);
    expect(titles).toEqual(sorted);
  });

  it('the home academic programs carousel shows the cards by OrderNo', () => {
    renderSection(AcademicProgramsSection, 'academic-programs', { overrides: { GetAcademicProgramList: shuffled } });
    const titles = screen
      .getAllByRole('group')
      .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
      .map((s) => within(s).getByRole('heading').textContent);
    expect(titles).toEqual(sorted);
  });

  it('the services page lists its rows by OrderNo', () => {
    renderPage('services', ServicesPage, '/services-facilities', { GetServicesAndFacilitiesList: shuffled });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sorted);
  });
});
