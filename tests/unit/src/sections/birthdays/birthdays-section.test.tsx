import { setWidth } from '@test/dom-stubs';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import BirthdaysSection, { birthdayLine } from '@src/sections/birthdays/birthdays-section';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));

describe('birthdays', () => {
  it("writes 'Designation: …' when there is one, else 'Class: … \"section\"'", () => {
    expect(birthdayLine('en', { designation: 'Head of Science', className: 'Grade 8', section: 'A' })).toBe('Designation: Head of Science');
    expect(birthdayLine('en', { designation: '', className: 'Grade 8', section: 'A' })).toBe('Class: Grade 8 "A"');
    expect(birthdayLine('en', { designation: '', className: 'UKG', section: '' })).toBe('Class: UKG');
    expect(birthdayLine('en', { designation: '', className: '', section: '' })).toBe('');
  });

  it("shows employees (emp) then students (std) under 'Birthday Celebration'", () => {
    renderSection(BirthdaysSection, 'birthdays');
    const region = screen.getByRole('group', { name: 'Birthday Celebration' });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['emp', 'emp', 'emp', 'std', 'std', 'std', 'std', 'std']);
    expect(within(cards[0]).getByText('Designation: Head of Science')).toBeTruthy();
    expect(within(cards[3]).getByText('Class: Grade 8 "A"')).toBeTruthy();
    expect(within(cards[6]).getByText('Class: UKG "Rose"')).toBeTruthy();
    expect(document.querySelector('[data-carousel-preset="five"]')).toBeTruthy();
  });

  it('renders nothing when nobody has a birthday or the call fails', () => {
    const empty = renderSection(BirthdaysSection, 'birthdays', {
      overrides: { 'Admin/GetBirthDayList': { EmployeeColl: [], StudentColl: [] } },
    });
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    const failed = renderSection(BirthdaysSection, 'birthdays', {
      overrides: { 'Admin/GetBirthDayList': { Message: 'An error has occurred.' } },
    });
    expect(failed.container.innerHTML).toBe('');
  });
});
