// The one "focus back on the control that was used, in the row's new place" of every studio list:
// the same control, the opposite move when that one is disabled there, the row's fallback, and
// never a control of a row nested inside it (a menu entry's dropdown).
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { moveItem } from '@src/studio/edits/list-order';
import { useFocusAfterMove } from '@src/studio/ui/use-focus-after-move';

function List({ initial, nested = false }: { initial: string[]; nested?: boolean }) {
  const [items, setItems] = useState(initial);
  const [ref, focusAfterRender] = useFocusAfterMove<HTMLOListElement>('data-name', 'input');
  const move = (i: number, to: number, control: string) => {
    setItems((list) => moveItem(list, i, to));
    focusAfterRender(items[i], control);
  };
  return (
    <ol ref={ref}>
      {items.map((name, i) => (
        <li key={name} data-name={name}>
          {nested && i === 0 ? (
            <ol>
              <li data-name={`${name}-child`}>
                <button type="button" data-control="rename">
                  {`Rename ${name}-child`}
                </button>
              </li>
            </ol>
          ) : null}
          <input aria-label={`Label of ${name}`} />
          <button type="button" data-control="up" disabled={i === 0} onClick={() => move(i, i - 1, 'up')}>
            {`Up ${name}`}
          </button>
          <button type="button" data-control="down" disabled={i === items.length - 1} onClick={() => move(i, i + 1, 'down')}>
            {`Down ${name}`}
          </button>
          <button
            type="button"
            data-control="rename"
            onClick={() => {
              setItems((l) => [...l]);
              focusAfterRender(name, 'rename');
            }}
          >
            {`Rename ${name}`}
          </button>
          <button
            type="button"
            onClick={() => {
              setItems((l) => [...l]);
              focusAfterRender(name, 'gone');
            }}
          >
            {`Refresh ${name}`}
          </button>
        </li>
      ))}
    </ol>
  );
}

describe('useFocusAfterMove', () => {
  it('puts focus on the same control of the moved row', () => {
    render(<List initial={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByText('Down a'));
    expect(document.activeElement).toBe(screen.getByText('Down a'));
    expect([...document.querySelectorAll('li')].map((li) => li.dataset.name)).toEqual(['b', 'a', 'c']);
  });

  it('takes the opposite move when the one used is disabled in the new place', () => {
    render(<List initial={['a', 'b', 'c']} />);
    fireEvent.click(screen.getByText('Down b'));
    expect(document.activeElement).toBe(screen.getByText('Up b'));
    fireEvent.click(screen.getByText('Up b'));
    fireEvent.click(screen.getByText('Up b'));
    expect(document.activeElement).toBe(screen.getByText('Down b'));
  });

  it("falls back to the row's own first fallback element", () => {
    render(<List initial={['a', 'b']} />);
    fireEvent.click(screen.getByText('Refresh b'));
    expect(document.activeElement).toBe(screen.getByLabelText('Label of b'));
  });

  it("finds the row's own control, not one of a row nested in it", () => {
    render(<List initial={['a', 'b']} nested />);
    fireEvent.click(screen.getByText('Rename a'));
    expect(document.activeElement).toBe(screen.getByText('Rename a'));
  });
});
