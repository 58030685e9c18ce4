import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoWidget } from '@src/components/photo-widget/photo-widget';
import { wrapIndex } from '@src/lib/wrap-index';

const images = [
  { path: '/a.png', name: 'a.png' },
  { path: '/b.png', name: 'b.png' },
  { path: '/c.png', name: 'c.png' },
];
const counter = () => document.querySelector('[data-photo-counter]')!.textContent;

describe('wrapIndex', () => {
  it('wraps both ways and survives an empty list', () => {
    expect([-1, 0, 2, 3, 7, -4].map((i) => wrapIndex(i, 3))).toEqual([2, 0, 2, 0, 1, 2]);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(wrapIndex(NaN, 3)).toBe(0);
  });
});

describe('PhotoWidget', () => {
  it('wraps around at both ends with the arrows', () => {
    render(<PhotoWidget title="Sports Week" images={images} />);
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: /Open photo 3 of 3 full screen: Sports Week: c/ })).toBeTruthy();
  });

  it('moves with arrow keys inside the widget', () => {
    render(<PhotoWidget title="Sports Week" images={images} />);
    const photo = screen.getByRole('button', { name: /Open photo 1 of 3/ });
    fireEvent.keyDown(photo, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
    fireEvent.keyDown(photo, { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
  });

  it("says 'No images available' for an empty album", () => {
    render(<PhotoWidget title="Empty" images={[]} />);
    expect(screen.getByText('No images available')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the lightbox at the current photo and returns focus to the photo on Escape', () => {
    render(<PhotoWidget title="Sports Week" images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const photo = screen.getByRole('button', { name: /Open photo 2 of 3/ });
    // Not focused first: Safari does not focus a clicked button, and focus must still come back.
    fireEvent.click(photo);
    const dialog = screen.getByRole('dialog', { name: 'Sports Week' });
    expect(dialog.querySelector('[data-lightbox-counter]')!.textContent).toBe('2 / 3');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Arrow keys in the lightbox move the lightbox only.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(dialog.querySelector('[data-lightbox-counter]')!.textContent).toBe('3 / 3');
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(photo);
  });

  it('does not open the lightbox on the click that ends a swipe', () => {
    render(<PhotoWidget title="Sports Week" images={images} />);
    const photo = screen.getByRole('button', { name: /Open photo 1 of 3/ });
    fireEvent.pointerDown(photo, { clientX: 300, clientY: 50, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(photo, { clientX: 100, clientY: 50, pointerId: 1, pointerType: 'touch' });
    fireEvent.click(photo);
    expect(counter()).toBe('2 / 3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
