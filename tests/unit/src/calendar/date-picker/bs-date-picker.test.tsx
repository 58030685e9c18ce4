// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BsDatePicker, type BsDatePickerProps } from '@src/calendar/date-picker/bs-date-picker';
import { hydrateHtml } from '@test/hydrate';
import { formatBs, todayBs } from '@src/calendar/bs-date';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Props = Partial<BsDatePickerProps>;

/** A controlled picker, as a form would use it. Returns the onChange spy. */
function setup(props: Props = {}) {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <>
        <BsDatePicker
          id="dob"
          label="Date of birth"
          today="2083-01-10"
          {...props}
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
        <p>Outside</p>
        <button type="button">Elsewhere</button>
      </>
    );
  }
  const user = userEvent.setup();
  render(<Harness />);
  return { user, onChange };
}

const toggle = () => screen.getByRole('button', { name: 'Choose a date' });
const dialog = () => screen.queryByRole('dialog', { name: 'Choose a date' });
const input = () => screen.getByLabelText<HTMLInputElement>('Date of birth');
const day = (label: string) => screen.getByRole('button', { name: label });

describe('BsDatePicker', () => {
  it('shows the value and its AD equivalent beside it', () => {
    setup({ value: '2083-01-05' });
    expect(input().value).toBe('2083-01-05');
    expect(screen.getByText('AD 2026-04-18')).toBeTruthy();
    expect(input().getAttribute('aria-describedby')).toBe('dob-ad');
    expect(dialog()).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on click with a Sun-Sat grid, labelled days, today marked and focus on the chosen day', async () => {
    const { user } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    const popup = dialog();
    expect(popup).not.toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const grid = within(popup!).getByRole('grid', { name: 'Baishakh 2083' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // Baishakh 2083 has 31 days and starts on a Tuesday (2026-04-14).
    const days = within(grid).getAllByRole('button');
    expect(days).toHaveLength(31);
    const firstRow = within(grid).getAllByRole('row')[1];
    const cells = firstRow.querySelectorAll('td');
    expect([...cells].map((td) => td.textContent)).toEqual(['', '', '1', '2', '3', '4', '5']);
    const chosen = day('Baishakh 5, 2083 (18 April 2026)');
    expect(document.activeElement).toBe(chosen);
    expect(chosen.closest('td')!.getAttribute('aria-selected')).toBe('true');
    expect(day('Baishakh 10, 2083 (23 April 2026)').getAttribute('aria-current')).toBe('date');
    expect(day('Baishakh 11, 2083 (24 April 2026)').getAttribute('aria-current')).toBeNull();
    // Only the focused day is in the tab order.
    expect(days.filter((b) => b.tabIndex === 0)).toEqual([chosen]);
  });

  it('without a value opens on today', async () => {
    const { user } = setup({ today: '2082-12-30' });
    await user.click(toggle());
    expect(within(dialog()!).getByRole('grid').getAttribute('aria-labelledby')).toBe('dob-caption');
    expect(screen.getByText('Chaitra 2082')).toBeTruthy();
    expect(document.activeElement).toBe(day('Chaitra 30, 2082 (13 April 2026)'));
  });

  it('choosing a day outputs YYYY-MM-DD, closes and returns focus to the button', async () => {
    const { user, onChange } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    await user.click(day('Baishakh 9, 2083 (22 April 2026)'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('2083-01-09');
    expect(dialog()).toBeNull();
    expect(input().value).toBe('2083-01-09');
    expect(screen.getByText('AD 2026-04-22')).toBeTruthy();
    expect(document.activeElement).toBe(toggle());
  });

  it('opens from a click in the text field too (SPEC), leaving focus there so typing still works', async () => {
    const { user, onChange } = setup();
    await user.click(input());
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(input());
    await user.type(input(), '2083-01-05');
    expect(onChange).toHaveBeenLastCalledWith('2083-01-05');
    await user.click(day('Baishakh 7, 2083 (20 April 2026)'));
    expect(onChange).toHaveBeenLastCalledWith('2083-01-07');
    expect(dialog()).toBeNull();
  });

  it('closes on an outside click without choosing', async () => {
    const { user, onChange } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    expect(dialog()).not.toBeNull();
    // Clicks inside the popup keep it open.
    await user.click(screen.getByText('Baishakh 2083'));
    expect(dialog()).not.toBeNull();
    await user.click(screen.getByText('Outside'));
    expect(dialog()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a bare pointerdown outside (touch)', async () => {
    const { user } = setup();
    await user.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const { user, onChange } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when focus tabs out of the picker', async () => {
    const { user } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(dialog()).toBeNull();
  });

  it('keyboard: arrows move the day, PageUp/PageDown the month, Enter selects', async () => {
    const { user, onChange } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    const focused = () => (document.activeElement as HTMLElement).getAttribute('data-date');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('2083-01-06');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('2083-01-13');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('2083-01-11');
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe('2083-01-04');
    await user.keyboard('{PageDown}');
    expect(focused()).toBe('2083-02-04');
    expect(screen.getByText('Jestha 2083')).toBeTruthy();
    await user.keyboard('{PageUp}{PageUp}');
    expect(focused()).toBe('2082-12-04');
    expect(screen.getByText('Chaitra 2082')).toBeTruthy();
    // Chaitra 2082 has 30 days: from the 30th, the next day is Baishakh 1, 2083.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focused()).toBe('2083-01-02');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe('2082-12-30');
    await user.keyboard('{Home}');
    expect(focused()).toBe('2082-12-29'); // Chaitra 30, 2082 (2026-04-13) is a Monday
    await user.keyboard('{End}');
    expect(focused()).toBe('2083-01-05'); // the Saturday of that week
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2083-01-04');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('PageDown keeps the day within the next month (Asar 32 -> Shrawan 31)', async () => {
    const { user } = setup({ value: '2083-03-32' });
    await user.click(toggle());
    await user.keyboard('{PageDown}');
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe('2083-04-31');
  });

  it('month/year selects and previous/next buttons change the month shown', async () => {
    const { user } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '9');
    expect(screen.getByText('Poush 2083')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2081');
    expect(screen.getByText('Poush 2081')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('Magh 2081')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByText('Magh 2080')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('Poush 2081')).toBeTruthy();
    expect(dialog()).not.toBeNull();
  });

  it('offers only the years the table supports (default 2000 to 2100 -> 2000 to 2088) and marks provisional years', async () => {
    const { user } = setup({ value: '2083-01-05' });
    await user.click(toggle());
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((o) => Number(o.textContent));
    expect(years[0]).toBe(2000);
    expect(years[years.length - 1]).toBe(2088);
    expect(years).toHaveLength(89);
    expect(screen.queryByText(/provisional/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2085');
    expect(screen.getByText('Dates after 2083 BS are provisional and may change.')).toBeTruthy();
  });

  it('respects min and max (years or dates); days outside are disabled and keys stop at the edge', async () => {
    const { user } = setup({ min: '2083-01-03', max: 2083, value: '2083-01-04' });
    await user.click(toggle());
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(['2083']);
    expect((day('Baishakh 2, 2083 (15 April 2026)') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous month' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous year' }).disabled).toBe(true);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe('2083-01-03');
  });

  it('a min before 2000 still starts at 2000 (no data is invented)', async () => {
    const { user } = setup({ min: 1970, max: 2001, today: '2090-01-01' });
    await user.click(toggle());
    const years = within(screen.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toEqual(['2000', '2001']);
    // today (2090) is out of range: opens on the nearest allowed day.
    expect((document.activeElement as HTMLElement).getAttribute('data-date')).toBe('2001-12-30');
  });

  // The issue: where the table has no trustworthy data for a year the picker allows, say so.
  describe('says which years have data when min..max reaches beyond the table', () => {
    const note = 'Calendar data is available for 2000 to 2088 BS.';

    it('the default range (2000 to 2100): a note in the popup', async () => {
      const { user } = setup();
      expect(screen.queryByText(note)).toBeNull(); // closed: nothing to explain yet
      await user.click(toggle());
      expect(within(dialog()!).getByText(note)).toBeTruthy();
    });

    it('a min before 2000 too', async () => {
      const { user } = setup({ min: 1970, max: 2001 });
      await user.click(toggle());
      expect(within(dialog()!).getByText(note)).toBeTruthy();
    });

    it('no note when min..max is inside the table', async () => {
      const { user } = setup({ min: 2010, max: 2088 });
      await user.click(toggle());
      expect(screen.queryByTestId('bs-data-range')).toBeNull();
    });

    it('no allowed year has data: the button is disabled and a visible note below the field says why', () => {
      setup({ min: 2095, max: 2100 });
      expect((toggle() as HTMLButtonElement).disabled).toBe(true);
      const message = screen.getByText('No date can be chosen here: calendar data is available for 2000 to 2088 BS only.');
      expect(message.id).toBe('dob-range');
      expect(input().getAttribute('aria-describedby')).toBe('dob-range');
    });
  });

  it('throws the SPEC range errors for bad min/max', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const renderWith = (p: Props) => () => render(<BsDatePicker id="x" value="" onChange={() => {}} {...p} />);
    expect(renderWith({ min: 1969 })).toThrow(new RangeError('BS year should be in range of 1970 to 2100'));
    expect(renderWith({ max: 2101 })).toThrow(new RangeError('BS year should be in range of 1970 to 2100'));
    expect(renderWith({ max: '2080-13-01' })).toThrow(new RangeError('BS month should be in range of 1 to 12'));
    expect(renderWith({ min: '2080-01-33' })).toThrow(new RangeError('BS day should be in range of 1 to 32'));
    expect(renderWith({ min: '01/01/2080' })).toThrow(TypeError);
  });

  it('typing a valid date reports it; invalid text reports "" and shows an error after leaving the field', async () => {
    const { user, onChange } = setup();
    await user.type(input(), '2083-01-05');
    expect(onChange).toHaveBeenLastCalledWith('2083-01-05');
    expect(screen.getByText('AD 2026-04-18')).toBeTruthy();
    await user.clear(input());
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(input(), '2083-02-32'); // Jestha 2083 has 31 days
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input().value).toBe('2083-02-32');
    expect(screen.queryByText(/Enter a BS date/)).toBeNull();
    await user.tab();
    expect(screen.getByText('Enter a BS date as YYYY-MM-DD between 2000-01-01 and 2088-12-30.')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('dob-error');
  });

  it('accepts unpadded typing without rewriting it mid-typing, then tidies it on blur', async () => {
    const { user, onChange } = setup();
    await user.type(input(), '2083-1-1');
    expect(onChange).toHaveBeenLastCalledWith('2083-01-01');
    await user.type(input(), '5');
    expect(input().value).toBe('2083-1-15');
    expect(onChange).toHaveBeenLastCalledWith('2083-01-15');
    await user.tab();
    expect(input().value).toBe('2083-01-15');
  });

  it('follows a new value from the parent', () => {
    const { rerender } = render(<BsDatePicker id="d" value="2083-01-05" onChange={() => {}} today="2083-01-10" />);
    rerender(<BsDatePicker id="d" value="2082-12-30" onChange={() => {}} today="2083-01-10" />);
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('2082-12-30');
    expect(screen.getByText('AD 2026-04-13')).toBeTruthy();
  });

  it('passes required, disabled, invalid and aria-describedby through', () => {
    render(<BsDatePicker id="d" value="" onChange={() => {}} required disabled invalid aria-describedby="hint" />);
    const box = screen.getByRole<HTMLInputElement>('textbox');
    expect(box.required).toBe(true);
    expect(box.disabled).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('hint');
    expect((toggle() as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks today in Nepal when no today prop is given', async () => {
    const user = userEvent.setup();
    render(<BsDatePicker id="d" value="" onChange={() => {}} />);
    await user.click(toggle());
    const current = screen.getByRole('grid').querySelector('[aria-current="date"]');
    expect(current?.getAttribute('data-date')).toBe(formatBs(todayBs()));
  });
});

describe('BsDatePicker on the server', () => {
  it('renders to a string without window or document', () => {
    const win = globalThis.window;
    const doc = globalThis.document;
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    let html = '';
    try {
      html = renderToString(<BsDatePicker id="dob" label="Date of birth" value="2083-01-05" onChange={() => {}} />);
    } finally {
      vi.stubGlobal('window', win);
      vi.stubGlobal('document', doc);
    }
    expect(html).toContain('value="2083-01-05"');
    expect(html).toContain('AD 2026-04-18');
    expect(html).not.toContain('aria-current');
  });

  it('hydrates without mismatch warnings', async () => {
    const element = <BsDatePicker id="dob" label="Date of birth" value="2083-01-05" onChange={() => {}} />;
    const { recoverable, consoleErrors, unmount } = await hydrateHtml(renderToString(element), element);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    unmount();
  });
});
