// The studio as staff use it: reorder by keyboard with an announcement, switch a section off,
// undo/redo with the keyboard, see parseSiteConfig's problem next to the field and have Save
// refused, save what is valid, edit a form's fields, and find a section type the schema gained.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@src/generated/site-config';
import StudioApp, { readText } from '@src/studio/studio-app';
import type { SaveFile } from '@src/studio/use-studio';
import { renderWithSite } from '@test/render';
import { readRepoJson as read, repoStudioDoc, sectionRowIds } from '@test/studio-doc';

const doc = repoStudioDoc;
const rowIds = sectionRowIds;
const announced = () => document.querySelector('[data-studio-announcer]')?.textContent;

function setup(extra: Partial<Parameters<typeof StudioApp>[0]> = {}) {
  const save = vi.fn<SaveFile>(async () => ({ ok: true, problems: [] }));
  renderWithSite(<StudioApp initial={doc} save={save} {...extra} />, { path: '/studio' });
  return { save };
}

// A minute a test, not Vitest's 20 s: each renders the whole studio and queries it by role and
// label (1 to 4 s on a quiet machine), and npm test runs it beside the build and other tests on
// a shared host, which has made that ten times as long.
describe('studio', { timeout: 60_000 }, () => {
  it('moves a section by keyboard, announces it, keeps focus, and undoes/redoes with the keyboard', async () => {
    setup();
    const start = rowIds();
    expect(start.slice(0, 3)).toEqual(['banner-popup', 'slider', 'notice-bar']);
    const down = screen.getByRole('button', { name: 'Move Hero slider down' });
    down.focus();
    fireEvent.click(down);
    expect(rowIds().slice(0, 3)).toEqual(['banner-popup', 'notice-bar', 'slider']);
    await waitFor(() => expect(announced()).toBe('Moved Hero slider to position 3'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Hero slider down' }));

    fireEvent.keyDown(document, { key: 'z', ctrlKey: true });
    expect(rowIds()).toEqual(start);
    fireEvent.keyDown(document, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(rowIds().slice(0, 3)).toEqual(['banner-popup', 'notice-bar', 'slider']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowIds()).toEqual(start);
  });

  it('switches a section off, duplicates and removes one', () => {
    setup();
    const sw = screen.getByRole('switch', { name: 'Show Notice bar' });
    fireEvent.click(sw);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Show Notice bar' }).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate Team' }));
    expect(rowIds()).toContain('team-2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Team (team-2)' }));
    expect(rowIds()).not.toContain('team-2');
  });

  it('shows the config problem next to the field and refuses to save until it is fixed', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Settings of About Us teaser/ }));
    const row = document.querySelector('[data-section-row="about"]') as HTMLElement;
    fireEvent.change(within(row).getByLabelText('Id'), { target: { value: 'Bad Id' } });
    const problem = await screen.findByText(/✗ home\.sections\[3\]\.id: expected .*found "Bad Id"/);
    expect(problem.closest('[data-row]')).toBe(document.querySelector('[data-section-row="Bad Id"]'));
    expect(screen.getByRole('tab', { name: /Home sections/ }).textContent).toBe('Home sections1');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Not saved: fix these first.')).toBeTruthy();

    fireEvent.change(within(document.querySelector('[data-section-row="Bad Id"]') as HTMLElement).getByLabelText('Id'), {
      target: { value: 'about-us' },
    });
    await waitFor(() => expect(screen.queryByText(/found "Bad Id"/)).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledTimes(1);
    const [file, content] = save.mock.calls[0];
    expect(file).toBe('site.config.json');
    expect((content as SiteConfig).home.sections[3].id).toBe('about-us');
    expect(screen.getByText('Saved.')).toBeTruthy();
  });

  it('edits a section setting through the form generated from its schema', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('button', { name: /Settings of Notice bar/ }));
    const row = document.querySelector('[data-section-row="notice-bar"]') as HTMLElement;
    fireEvent.change(within(row).getByLabelText('Heading'), { target: { value: 'Latest notices' } });
    fireEvent.change(within(row).getByLabelText('Carousel'), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const saved = save.mock.calls[0][1] as SiteConfig;
    const heading = (doc().config.home.sections[2] as { props: { heading: unknown } }).props.heading;
    // The English text changed; a Nepali text, if any, is kept.
    const expected = typeof heading === 'string' ? 'Latest notices' : { ...(heading as object), en: 'Latest notices' };
    expect(saved.home.sections[2]).toEqual({
      id: 'notice-bar',
      type: 'notice-bar',
      enabled: true,
      props: { heading: expected, carousel: 'three' },
    });
    // Nothing else changed.
    const before = doc().config;
    before.home.sections[2] = saved.home.sections[2];
    expect(saved).toEqual(before);
  });

  it('edits routes and texts through forms generated from the schema, touching nothing else', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Routes & texts' }));
    // (Plain DOM queries: the routes form is large, and label queries over it are slow in jsdom.)
    const title = document.querySelector('input[id$="-routes-1_title"]') as HTMLInputElement;
    expect(document.querySelector(`label[for="${title.id}"]`)?.textContent).toBe('Title');
    fireEvent.change(title, { target: { value: 'About our school' } });
    fireEvent.change(document.querySelector('select[id$="-part"]') as HTMLSelectElement, { target: { value: 'careers' } });
    const vacancies = document.querySelector('input[id$="-careers-3_vacancies"]') as HTMLInputElement;
    fireEvent.change(vacancies, { target: { value: '4' } });
    await act(async () => fireEvent.click(document.querySelector('[data-studio-save]') as HTMLButtonElement));
    const saved = save.mock.calls[0][1] as SiteConfig;
    const expected = doc().config;
    const before = expected.routes[1].title;
    expected.routes[1].title =
      typeof before === 'string' || before === undefined ? 'About our school' : { ...before, en: 'About our school' };
    expected.content.careers[3].vacancies = 4;
    expect(saved).toEqual(expected);
  });

  it('edits the menu by keyboard: label, link, gate, into a dropdown and back out', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Menu' }));
    const program = document.querySelector('[data-menu-path="2"]') as HTMLElement;
    const into = within(program)
      .getAllByRole('button')
      .find((b) => b.getAttribute('data-control') === 'in')!;
    expect(into.getAttribute('aria-label')).toBe('Put Program in the dropdown above');
    fireEvent.click(into);
    await waitFor(() => expect(announced()).toBe('Put Program in the dropdown above'));
    const whoWeAre = doc().config.menu.main[1].children!.length;
    const moved = document.querySelector(`[data-menu-path="1.${whoWeAre}"]`) as HTMLElement;
    expect(within(moved).getByRole('button', { name: 'Take Program out of its dropdown' })).toBe(document.activeElement);
    fireEvent.change(within(moved).getByLabelText('Path'), { target: { value: '/academics/calendar' } });
    fireEvent.change(within(moved).getByLabelText('Shown if back-end item is on'), { target: { value: '' } });
    fireEvent.change(within(moved).getByLabelText('Opens'), { target: { value: 'href' } });
    fireEvent.change(within(moved).getByLabelText('Address'), { target: { value: 'https://example.edu.np/programs' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const saved = save.mock.calls[0][1] as SiteConfig;
    const entry = saved.menu.main[1].children![whoWeAre];
    expect(entry).toEqual({ label: doc().config.menu.main[2].label, href: 'https://example.edu.np/programs' });
    expect(saved.menu.main.map((e) => e.label)).toEqual(
      doc()
        .config.menu.main.filter((_, i) => i !== 2)
        .map((e) => e.label),
    );
  });

  it('shows a menu link to a missing page as a problem on that entry', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Menu' }));
    const home = document.querySelector('[data-menu-path="0"]') as HTMLElement;
    fireEvent.change(within(home).getByLabelText('Path'), { target: { value: '/program' } });
    await waitFor(() =>
      expect([...home.querySelectorAll('pre')].map((p) => p.textContent)).toEqual([
        '✗ menu.main[0].to: expected a path declared in routes, found "/program".\n  hint: did you mean "/programs"? Or add a route for it.',
      ]),
    );
    expect(screen.getByRole('tab', { name: /Menu/ }).textContent).toBe('Menu1');
  });

  it('imports a config file (undoable) and exports the edited one', async () => {
    setup();
    const next = doc().config;
    next.home.sections.reverse();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([JSON.stringify(next)], 'other.json', { type: 'application/json' })] } });
    });
    await waitFor(() => expect(rowIds()[0]).toBe(next.home.sections[0].id));
    expect(screen.getByText('Imported other.json.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(rowIds()[0]).toBe('banner-popup');

    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['{\n  "site": 1,\n}'], 'broken.json')] } });
    });
    await screen.findByText('Not imported: broken.json');
    expect(screen.getByText(/line 2, column 12: expected no comma after the last entry/)).toBeTruthy();

    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => (blobs.push(b), 'blob:x'));
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalled();
    expect(await readText(blobs[0])).toBe(JSON.stringify(doc().config, null, 2) + '\n');
    click.mockRestore();
  });

  it('adds a section of any type the schema lists', () => {
    setup();
    fireEvent.change(screen.getByLabelText('New section'), { target: { value: 'slider' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(rowIds().at(-1)).toBe('slider-2');
    expect(announced).toBeDefined();
  });

  it('offers a section type added to the schema, with its settings form, without any studio change', () => {
    const schema = read('schemas/site-config.schema.json');
    schema.$defs['section-weather'] = {
      type: 'object',
      description: 'Weather.',
      required: ['id', 'type', 'enabled'],
      properties: {
        id: { $ref: '#/$defs/sectionBase/properties/id' },
        enabled: { $ref: '#/$defs/sectionBase/properties/enabled' },
        type: { const: 'weather', description: 'Weather box.' },
        props: { type: 'object', properties: { city: { type: 'string', enum: ['Kathmandu', 'Pokhara'], description: 'Which city.' } } },
      },
    };
    schema.$defs.section.oneOf.push({ $ref: '#/$defs/section-weather' });
    setup({ schemaRoot: schema });
    const select = screen.getByLabelText('New section');
    expect(within(select).getByRole('option', { name: 'Weather box (weather)' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'weather' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(rowIds().at(-1)).toBe('weather');
    const row = document.querySelector('[data-section-row="weather"]') as HTMLElement;
    const city = within(row).getByLabelText('City');
    expect([...(city as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['', 'Kathmandu', 'Pokhara']);
  });

  it('edits a form: adds a required field with its message, and saves the schema and uiSchema', async () => {
    const { save } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Forms' }));
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'feedback' } });
    fireEvent.change(screen.getByLabelText('Label', { selector: 'input[id$="-nlabel"]' }), { target: { value: 'Your school' } });
    expect(screen.getByLabelText<HTMLInputElement>('Field name').value).toBe('yourSchool');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const row = document.querySelector('[data-field="yourSchool"]') as HTMLElement;
    fireEvent.click(within(row).getByLabelText('Required'));
    fireEvent.change(within(row).getByLabelText('Message when missing'), { target: { value: 'Which school?' } });
    fireEvent.click(
      within(document.querySelector('[data-field="Feedback"]') as HTMLElement).getByRole('button', { name: 'Move Feedback down' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save.mock.calls.map((c) => c[0])).toEqual(['schemas/forms/feedback.schema.json', 'schemas/forms/feedback.ui.json']);
    const schema = save.mock.calls[0][1] as { required: string[]; properties: Record<string, unknown> };
    const ui = save.mock.calls[1][1] as Record<string, unknown>;
    expect(schema.required).toEqual(['Name', 'ContactNo', 'Email', 'Feedback', 'yourSchool']);
    expect(schema.properties.yourSchool).toEqual({ type: 'string', title: 'Your school' });
    expect(ui['ui:order']).toEqual(['Name', 'ContactNo', 'Email', 'yourSchool', 'Feedback']);
    expect(ui.yourSchool).toEqual({ 'ui:widget': 'text', 'ui:errorMessages': { required: 'Which school?' } });
  });

  it('renders the edited form as visitors meet it', async () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Forms' }));
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: 'feedback' } });
    const preview = await waitFor(() => {
      const el = document.querySelector('[data-form-preview="feedback"]') as HTMLElement;
      expect(el).not.toBeNull();
      return el;
    });
    await within(preview).findByLabelText(/Mobile Number/);
    fireEvent.click(screen.getByRole('button', { name: /^Mobile Number/ }));
    fireEvent.change(screen.getByLabelText('Label', { selector: '[id$="-ContactNo-title"]' }), { target: { value: 'Phone' } });
    await within(preview).findByLabelText(/^Phone/);
  });
});
