// What a visitor types into an island's form before it wakes is not lost
// (src/islands/typed-before-wake.ts): the form is server-rendered HTML, the visitor changes its
// fields, the island hydrates, and the typed values reach React's state as if typed after waking.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { captureTyped, watchTyped } from '@src/islands/typed-before-wake';

// (act from React itself, outside Testing Library: say that this is a test environment.)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Changes = Array<[field: string, value: string | boolean]>;

function Form({ changes }: { changes: Changes }) {
  const [name, setName] = useState('Asha');
  const [note, setNote] = useState('');
  const [grade, setGrade] = useState('1');
  const [agree, setAgree] = useState(false);
  const [shift, setShift] = useState('morning');
  const [city, setCity] = useState('Kathmandu');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => (changes.push(['name', e.target.value]), setName(e.target.value))} />
      <textarea aria-label="note" value={note} onChange={(e) => (changes.push(['note', e.target.value]), setNote(e.target.value))} />
      <select aria-label="grade" value={grade} onChange={(e) => (changes.push(['grade', e.target.value]), setGrade(e.target.value))}>
        <option value="1">One</option>
        <option value="2">Two</option>
        <option value="3">Three</option>
      </select>
      <input
        type="checkbox"
        aria-label="agree"
        checked={agree}
        onChange={(e) => (changes.push(['agree', e.target.checked]), setAgree(e.target.checked))}
      />
      {['morning', 'day', 'evening'].map((s) => (
        <input
          key={s}
          type="radio"
          name="shift"
          value={s}
          aria-label={s}
          checked={shift === s}
          onChange={(e) => (changes.push(['shift', e.target.value]), setShift(e.target.value))}
        />
      ))}
      <input aria-label="city" value={city} onChange={(e) => (changes.push(['city', e.target.value]), setCity(e.target.value))} />
      <input type="file" aria-label="file" />
      <output>{JSON.stringify({ name, note, grade, agree, shift, city })}</output>
    </form>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  if (root) act(() => root!.unmount());
  container?.remove();
  root = container = null;
});

/** The form as the prerenderer writes it, in the page. */
function serverForm(): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form changes={[]} />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(label: string) => container!.querySelector<T>(`[aria-label="${label}"]`)!;
const state = () => JSON.parse(container!.querySelector('output')!.textContent) as Record<string, unknown>;

/** The visitor types before the island's code has arrived: the browser changes the fields, nothing else runs. */
function typeBeforeWake() {
  field<HTMLInputElement>('name').value = 'Asha Gurung';
  field<HTMLTextAreaElement>('note').value = 'Bus from Patan';
  field<HTMLSelectElement>('grade').value = '3';
  field<HTMLInputElement>('agree').checked = true;
  field<HTMLInputElement>('evening').checked = true; // the browser unticks 'morning' (same group)
}

async function hydrate(changes: Changes) {
  await act(async () => {
    root = hydrateRoot(container!, <Form changes={changes} />, {
      onRecoverableError: (e) => {
        throw e;
      },
    });
  });
}

describe('captureTyped', () => {
  it('reports the fields the visitor changed, not the untouched ones nor a file input', () => {
    const el = serverForm();
    typeBeforeWake();
    // A chosen file makes the file input's value differ from its HTML; the browser keeps files itself.
    Object.defineProperty(field('file'), 'value', { configurable: true, get: () => 'C:\\fakepath\\report.pdf' });
    const typed = captureTyped(el);
    const byLabel = Object.fromEntries(typed.map((t) => [t.field.getAttribute('aria-label'), { value: t.value, checked: t.checked }]));
    expect(byLabel).toEqual({
      name: { value: 'Asha Gurung', checked: false },
      note: { value: 'Bus from Patan', checked: false },
      grade: { value: '3', checked: false },
      agree: { value: 'on', checked: true },
      morning: { value: 'morning', checked: false },
      evening: { value: 'evening', checked: true },
    });
  });

  it('reports nothing when nothing was typed', () => {
    expect(captureTyped(serverForm())).toEqual([]);
  });

  it('reports a field typed back to its prerendered value as unchanged', () => {
    const el = serverForm();
    field<HTMLInputElement>('city').value = 'Pokhara';
    field<HTMLInputElement>('city').value = 'Kathmandu';
    expect(captureTyped(el)).toEqual([]);
  });
});

describe('watchTyped: handed over after hydration', () => {
  it('puts what was typed before waking into the island’s state, and the fields keep showing it', async () => {
    const el = serverForm();
    typeBeforeWake();
    const handOver = watchTyped(el);
    const changes: Changes = [];
    await hydrate(changes);
    // Hydration keeps what the fields show, but the state still holds the prerendered values.
    expect(state()).toEqual({ name: 'Asha', note: '', grade: '1', agree: false, shift: 'morning', city: 'Kathmandu' });
    expect(changes).toEqual([]);

    await act(async () => handOver());

    expect(state()).toEqual({ name: 'Asha Gurung', note: 'Bus from Patan', grade: '3', agree: true, shift: 'evening', city: 'Kathmandu' });
    // Each change announced once, the untouched field not at all.
    expect(changes).toEqual([
      ['name', 'Asha Gurung'],
      ['note', 'Bus from Patan'],
      ['grade', '3'],
      ['agree', true],
      ['shift', 'evening'],
    ]);
    expect(field<HTMLInputElement>('name').value).toBe('Asha Gurung');
    expect(field<HTMLTextAreaElement>('note').value).toBe('Bus from Patan');
    expect(field<HTMLSelectElement>('grade').value).toBe('3');
    expect(field<HTMLInputElement>('agree').checked).toBe(true);
    expect(field<HTMLInputElement>('evening').checked).toBe(true);
    expect(field<HTMLInputElement>('morning').checked).toBe(false);
    expect(field<HTMLInputElement>('city').value).toBe('Kathmandu');

    // The state is React's own now: a later render keeps the typed values in the fields.
    await act(async () => {
      // (Typing after waking: the browser's own setter, which React's value tracking does not see.)
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field('city'), 'Pokhara');
      field('city').dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field<HTMLInputElement>('name').value).toBe('Asha Gurung');
    expect(state()).toMatchObject({ name: 'Asha Gurung', city: 'Pokhara' });
  });

  it('unticks a box the visitor unticked before waking', async () => {
    // Prerendered ticked: a form whose state starts true.
    function Ticked({ seen }: { seen: boolean[] }) {
      const [on, setOn] = useState(true);
      return (
        <input type="checkbox" aria-label="on" checked={on} onChange={(e) => (seen.push(e.target.checked), setOn(e.target.checked))} />
      );
    }
    const el = (container = document.createElement('div'));
    el.innerHTML = renderToString(<Ticked seen={[]} />);
    document.body.append(el);
    const box = el.querySelector<HTMLInputElement>('input')!;
    box.checked = false;
    expect(captureTyped(el).map((t) => t.checked)).toEqual([false]);
    const handOver = watchTyped(el);
    const seen: boolean[] = [];
    await act(async () => {
      root = hydrateRoot(el, <Ticked seen={seen} />);
    });
    await act(async () => handOver());
    expect(seen).toEqual([false]);
    expect(box.checked).toBe(false);
  });

  it('skips a field that is no longer in the page', async () => {
    const el = serverForm();
    field<HTMLInputElement>('name').value = 'Gone';
    const handOver = watchTyped(el, 0);
    const input = field<HTMLInputElement>('name');
    input.remove();
    let announced = 0;
    input.addEventListener('input', () => announced++);
    handOver();
    expect(announced).toBe(0);
    expect(input.value).toBe('Gone');
  });
});

describe('watchTyped: a file chosen before waking', () => {
  it('tells React of a file its input already holds once React takes the input over', async () => {
    function Upload({ chosen }: { chosen: string[] }) {
      return <input type="file" aria-label="photo" onChange={(e) => chosen.push(e.target.files?.[0]?.name ?? '')} />;
    }
    container = document.createElement('div');
    container.innerHTML = renderToString(<Upload chosen={[]} />);
    document.body.append(container);
    const input = field<HTMLInputElement>('photo');
    // The visitor chose a photo before the island woke (jsdom cannot set files: stand in for it).
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'asha.jpg')] });
    const chosen: string[] = [];
    await act(async () => {
      root = hydrateRoot(container!, <Upload chosen={chosen} />);
    });
    expect(chosen).toEqual([]); // hydration alone does not tell React
    act(() => watchTyped(container!)());
    expect(chosen).toEqual(['asha.jpg']);
  });
});

describe('watchTyped: kept apart from the fields until React has them', () => {
  // A part that draws itself again as soon as it has mounted (the form engine does, once it has
  // looked for a stored draft): React puts back into the field the value it holds.
  function Redraws() {
    const [dob, setDob] = useState('');
    const [checked, setChecked] = useState(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- on purpose: it stands for the form engine, which sets state once mounted (use-form-draft.ts)
    useEffect(() => setChecked(true), []);
    return (
      <div>
        <input aria-label="dob" id="dob" value={dob} onChange={(e) => setDob(e.target.value)} />
        <output>{JSON.stringify({ dob, checked })}</output>
      </div>
    );
  }
  function serverRedraws(): HTMLInputElement {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Redraws />);
    document.body.append(container);
    return field<HTMLInputElement>('dob');
  }
  const type = (input: HTMLInputElement, value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };

  it('hands over what was typed even after React drew the field again with its own value', async () => {
    const input = serverRedraws();
    type(input, '2070-05-12');
    const handOver = watchTyped(container!);
    await act(async () => {
      root = hydrateRoot(container!, <Redraws />);
    });
    // What the old hand-over read from the fields is gone by now.
    expect(input.value).toBe('');
    await act(async () => handOver());
    expect(state()).toEqual({ dob: '2070-05-12', checked: true });
    expect(input.value).toBe('2070-05-12');
  });

  it('keeps what is typed while the island wakes, the last of it', async () => {
    const input = serverRedraws();
    const handOver = watchTyped(container!);
    type(input, '2070-05');
    type(input, '2070-05-12');
    await act(async () => {
      root = hydrateRoot(container!, <Redraws />);
    });
    await act(async () => handOver());
    expect(state()).toEqual({ dob: '2070-05-12', checked: true });
  });

  it('leaves alone a field the visitor did not touch', async () => {
    serverRedraws();
    const handOver = watchTyped(container!);
    await act(async () => {
      root = hydrateRoot(container!, <Redraws />);
    });
    await act(async () => handOver());
    expect(state()).toEqual({ dob: '', checked: true });
  });
});
