import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Lightbox } from '@src/components/lightbox/lightbox';

const images = [
  { path: '/a.png', name: 'first-photo.png' },
  { path: '/b.png', name: 'second.png' },
  { path: '/c.png', name: 'third.JPG' },
];

function Harness({ start = 0 }: { start?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <Lightbox images={images} startIndex={start} open={open} onClose={() => setOpen(false)} title="Annual Day" />
    </>
  );
}

function openIt(start = 0) {
  render(<Harness start={start} />);
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const counter = () => document.querySelector('[data-lightbox-counter]')!.textContent;
const shownAlt = () => screen.getByRole('dialog').querySelector('img')!.getAttribute('alt');

describe('Lightbox', () => {
  it('opens at startIndex with a counter and alt text from the title and name', () => {
    openIt(1);
    expect(screen.getByRole('dialog', { name: 'Annual Day' })).toBeTruthy();
    expect(counter()).toBe('2 / 3');
    expect(shownAlt()).toBe('Annual Day: second');
  });

  it('wraps at both ends with the buttons', () => {
    openIt(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 / 3');
    expect(shownAlt()).toBe('Annual Day: third');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('2 / 3');
  });

  it('moves with the arrow keys, wrapping', () => {
    openIt(2);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
  });

  it('moves with a horizontal swipe (pointer events) and ignores short or vertical moves', () => {
    openIt(0);
    const stage = document.querySelector('[data-lightbox-stage]')!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 110, pointerId: 1, pointerType: 'touch' });
    expect(counter()).toBe('2 / 3');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 100, pointerId: 2, pointerType: 'touch' });
    expect(counter()).toBe('1 / 3');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100, pointerId: 3, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 80, clientY: 300, pointerId: 3, pointerType: 'touch' });
    expect(counter()).toBe('1 / 3');
  });

  it('leaves a two-finger gesture to the browser (pinch-zoom): no photo change', () => {
    openIt(0);
    const stage = document.querySelector('[data-lightbox-stage]')!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerDown(stage, { clientX: 320, clientY: 300, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 320, pointerId: 2, pointerType: 'touch' });
    fireEvent.pointerUp(stage, { clientX: 150, clientY: 90, pointerId: 1, pointerType: 'touch' });
    expect(counter()).toBe('1 / 3');
  });

  it("zoomed in, a one-finger move pans the photo (the browser's) instead of swiping", () => {
    const viewport = Object.assign(new EventTarget(), { scale: 1 });
    Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
    try {
      openIt(0);
      const stage = document.querySelector<HTMLElement>('[data-lightbox-stage]')!;
      const swipeLeft = () => {
        fireEvent.pointerDown(stage, { clientX: 300, clientY: 100, pointerId: 1, pointerType: 'touch' });
        fireEvent.pointerUp(stage, { clientX: 100, clientY: 100, pointerId: 1, pointerType: 'touch' });
      };
      act(() => {
        viewport.scale = 2.5;
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(stage.dataset.zoomed).toBe('true');
      swipeLeft();
      expect(counter()).toBe('1 / 3');
      act(() => {
        viewport.scale = 1;
        viewport.dispatchEvent(new Event('resize'));
      });
      expect(stage.dataset.zoomed).toBeUndefined();
      swipeLeft();
      expect(counter()).toBe('2 / 3');
    } finally {
      Reflect.deleteProperty(window, 'visualViewport');
    }
  });

  it('takes focus in and gives it back to the opener on Escape', () => {
    const opener = openIt(0);
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('starts again at startIndex on the next opening', () => {
    openIt(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'opener' }));
    expect(counter()).toBe('2 / 3');
  });

  it('hides the arrows for a single photo and says so for none', () => {
    const { unmount } = render(<Lightbox images={[images[0]]} startIndex={0} open onClose={() => {}} title="One" />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(counter()).toBe('1 / 1');
    unmount();
    render(<Lightbox images={[]} startIndex={4} open onClose={() => {}} title="None" />);
    expect(screen.getByText('No images available')).toBeTruthy();
  });
});
