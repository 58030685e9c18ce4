// The studio by mouse and for forms: dragging a home section to a new place, the preview's phone
// and desktop widths, a form problem shown on the field it is about, and Save refused (nothing
// written) while a form's schema is broken.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@src/generated/site-config';
import StudioApp from '@src/studio/studio-app';
import type { SaveFile, StudioDoc } from '@src/studio/use-studio';
import { renderWithSite } from '@test/render';
import { repoStudioDoc, sectionRowIds } from '@test/studio-doc';

const doc = repoStudioDoc;
const rowIds = sectionRowIds;
const row = (id: string) => document.querySelector(`[data-section-row="${id}"]`) as HTMLElement;

function setup(initial: () => StudioDoc = doc) {
  const save = vi.fn<SaveFile>(async () => ({ ok: true, problems: [] }));
  renderWithSite(<StudioApp initial={initial} save={save} />, { path: '/studio' });
  return { save };
}

/** Drags the row of section `from` by its handle and drops it on the row of section `to`. */
function drag(from: string, to: string) {
  const handle = row(from).querySelector('[draggable="true"]') as HTMLElement;
  const dataTransfer = { setData: vi.fn(), getData: vi.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(handle, { dataTransfer });
  fireEvent.dragOver(row(to), { dataTransfer });
  fireEvent.drop(row(to), { dataTransfer });
  fireEvent.dragEnd(handle, { dataTransfer });
  return dataTransfer;
}

describe('studio panels', () => {
  it('drags a home section onto another place, and saves that order', async () => {
    const { save } = setup();
    const start = rowIds();
    expect(start.slice(0, 3)).toEqual(['banner-popup', 'slider', 'notice-bar']);
    const dt = drag('notice-bar', 'banner-popup');
    expect(dt.setData).toHaveBeenCalledWith('text/plain', 'notice-bar');
    const moved = ['notice-bar', 'banner-popup', 'slider', ...start.slice(3)];
    expect(rowIds()).toEqual(moved);
    await waitFor(() => expect(document.querySelector('[data-studio-announcer]')?.textContent).toBe('Moved Notice bar to position 1'));

    // A drop without a drag that started in the list (a file, text from elsewhere) moves nothing.
    fireEvent.drop(row('slider'), { dataTransfer: { getData: () => 'x' } });
    expect(rowIds()).toEqual(moved);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0][1] as SiteConfig).home.sections.map((s) => s.id)).toEqual(moved);
  });

  it('switches the preview between phone (375 px) and desktop (1366 px) width', () => {
    setup();
    const phone = screen.getByRole('button', { name: 'Phone (375)' });
    const desktop = screen.getByRole('button', { name: 'Desktop (1366)' });
    const frame = () => document.querySelector('iframe[data-studio-preview]') as HTMLIFrameElement;
    expect(phone.getAttribute('aria-pressed')).toBe('true');
    expect(desktop.getAttribute('aria-pressed')).toBe('false');
    expect(frame().style.width).toBe('375px');
    expect(frame().title).toBe('The site at 375 px');

    fireEvent.click(desktop);
    expect(desktop.getAttribute('aria-pressed')).toBe('true');
    expect(phone.getAttribute('aria-pressed')).toBe('false');
    expect(frame().getAttribute('data-studio-preview')).toBe('desktop');
    expect(frame().style.width).toBe('1366px');
    expect(frame().title).toBe('The site at 1366 px');
    // The desktop page is laid out at full width and scaled down to fit beside the editors.
    expect(frame().style.transform).toMatch(/^scale\(0?\.\d+\)$/);

    fireEvent.click(phone);
    expect(frame().style.width).toBe('375px');
    expect(frame().src).toMatch(/\/\?studio-preview=1$/);
  });

  it('shows the preview in English or in Nepali (the page at its Nepali address)', () => {
    setup();
    const frame = () => document.querySelector('iframe[data-studio-preview]') as HTMLIFrameElement;
    const langs = screen.getByRole('group', { name: 'Language of the preview' });
    const english = within(langs).getByRole('button', { name: 'English' });
    const nepali = within(langs).getByRole('button', { name: 'नेपाली' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(frame().src).pathname).toBe('/');
    fireEvent.click(nepali);
    expect(nepali.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(frame().src).toMatch(/\/ne\?studio-preview=1$/);
    fireEvent.click(english);
    expect(frame().src).toMatch(/\/\?studio-preview=1$/);
  });

  it('shows a form problem on the row of its field, and refuses to save a broken ui:order', async () => {
    const broken = () => {
      const d = doc();
      const ui = d.forms.feedback.ui as Record<string, unknown>;
      ui.Email = { ...(ui.Email as object), 'ui:widget': 'txt' };
      ui['ui:order'] = ['Nmae', 'ContactNo', 'Email', 'Feedback'];
      return d;
    };
    const { save } = setup(broken);
    fireEvent.click(screen.getByRole('tab', { name: /Forms/ }));
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'feedback' } });
    // An edit makes the form one to check and save.
    const feedback = () => document.querySelector('[data-field="Feedback"]') as HTMLElement;
    fireEvent.click(within(feedback()).getByRole('button', { name: /^Feedback/ }));
    fireEvent.change(within(feedback()).getByLabelText('Label'), { target: { value: 'Your feedback' } });

    const email = document.querySelector('[data-field="Email"]') as HTMLElement;
    // The CLI's whole text, hint included, on the Email row.
    await waitFor(() =>
      expect([...email.querySelectorAll('pre')].map((p) => p.textContent)).toEqual([
        '✗ schemas/forms/feedback.ui.json Email: expected a registered ui:widget (text, textarea, select, radio, checkbox, bs-date, photo, file, captcha, otp, documents), found "txt".\n  hint: did you mean "text"?',
      ]),
    );
    // The ui:order problem names no existing field: it is shown above the list, on no row.
    const order = screen.getByText(/ui\.json ui:order: expected only fields of the form, found "Nmae"/);
    expect(order.closest('[data-field]')).toBeNull();
    expect(screen.getByRole('tab', { name: /Forms/ }).textContent).toBe('Forms2');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Not saved: fix these first.')).toBeTruthy();
  });
});
