import { matchingQueries, setWidth, startCarousels } from '@test/dom-stubs';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@src/components/carousel/carousel';
import { renderWithConfig } from '@test/render';

const items = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);

async function show(n: number, props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  const view = renderWithConfig(<Carousel items={items(n)} label="Things" preset="three" renderItem={(x) => <p>{x}</p>} {...props} />);
  await startCarousels();
  return view;
}

beforeEach(() => setWidth(1366));
afterEach(() => {
  matchingQueries.clear();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('names itself and every slide ("Slide n of total")', async () => {
    await show(4);
    expect(screen.getByRole('group', { name: 'Things' })).toHaveProperty('ariaRoleDescription', 'carousel');
    const slides = screen.getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['Slide 1 of 4', 'Slide 2 of 4', 'Slide 3 of 4', 'Slide 4 of 4']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('shows arrows only where there are more items than shown: in the page, hidden by CSS at the widths where all fit', async () => {
    // three: 1.5 items below 768 px, 2 up to 1023, 3 from 1024 (runs 0, 1, 2).
    const one = await show(1);
    expect(screen.queryByRole('button', { name: /slide/i }), 'one item fits at every width: no arrows').toBeNull();
    one.unmount();
    const three = await show(3);
    const carousel = three.container.querySelector('[data-carousel-preset]')!;
    expect(carousel.getAttribute('data-fit'), 'all three show from 1024 px').toBe('2');
    expect(screen.getByRole('button', { name: 'Next slide: Things' }).closest('[data-arrows]')).toBeTruthy();
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain(
      '@media (min-width:1024px){[data-carousel-preset="three"][data-fit~="2"] [data-arrows][data-arrows]{display:none}}',
    );
    three.unmount();
    const four = await show(4);
    expect(four.container.querySelector('[data-carousel-preset]')!.hasAttribute('data-fit'), 'arrows at every width').toBe(false);
    expect(screen.getByRole('button', { name: 'Previous slide: Things' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide: Things' })).toBeTruthy();
  });

  it('resolves the preset for the current width (three shows 1.5 on phones)', async () => {
    setWidth(375);
    await show(2);
    expect(screen.getByRole('button', { name: 'Next slide: Things' })).toBeTruthy();
  });

  it('sets its slide widths from CSS generated from the preset', async () => {
    const { container } = await show(4);
    expect(container.querySelector('[data-carousel-preset="three"]')).toBeTruthy();
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('@media (min-width:1024px){[data-carousel-preset="three"]{--per-view:3}}');
  });

  it('moves with the arrow buttons and wraps (loop)', async () => {
    const onSelect = vi.fn();
    await show(4, { onSelect });
    const next = await screen.findByRole('button', { name: 'Next slide: Things' });
    act(() => void fireEvent.click(next));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous slide: Things' })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous slide: Things' })));
    expect(onSelect).toHaveBeenLastCalledWith(3);
  });

  it('starts in a task of its own; a press before then is carried out once it has started', async () => {
    const onSelect = vi.fn();
    renderWithConfig(<Carousel items={items(4)} label="Things" preset="three" renderItem={(x) => <p>{x}</p>} onSelect={onSelect} />);
    const viewport = document.querySelector('[data-carousel-preset] > div:not(style)') as HTMLElement;
    expect(viewport.hasAttribute('data-started')).toBe(false);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next slide: Things' })));
    await startCarousels();
    expect(viewport.hasAttribute('data-started')).toBe(true);
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('moves with Left/Right keys on the focusable viewport', async () => {
    const onSelect = vi.fn();
    const { container } = await show(5, { onSelect });
    const viewport = container.querySelector('[data-scrollable]') as HTMLElement;
    expect(viewport.tabIndex).toBe(0);
    act(() => void fireEvent.keyDown(viewport, { key: 'ArrowRight' }));
    act(() => void fireEvent.keyDown(viewport, { key: 'ArrowRight' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    act(() => void fireEvent.keyDown(viewport, { key: 'ArrowLeft' }));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('does not autoplay by default', async () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    await show(4, { onSelect });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('autoplays at the given interval, wrapping after the last item', async () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    await show(2, { onSelect, preset: 'one', autoplayMs: 3000 });
    act(() => void vi.advanceTimersByTime(2999));
    expect(onSelect).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    act(() => void vi.advanceTimersByTime(3000));
    expect(onSelect).toHaveBeenLastCalledWith(0);
  });

  it('never autoplays for visitors who prefer reduced motion', async () => {
    matchingQueries.add('(prefers-reduced-motion: reduce)');
    vi.useFakeTimers();
    const onSelect = vi.fn();
    await show(3, { onSelect, preset: 'one', autoplayMs: 3000 });
    act(() => void vi.advanceTimersByTime(30_000));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('stops autoplay while the tab is hidden and after a touch', async () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    const { container } = await show(3, { onSelect, preset: 'one', autoplayMs: 3000 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onSelect).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(3000));
    expect(onSelect).toHaveBeenCalledTimes(1);
    act(() => void fireEvent.pointerDown(container.querySelector('[aria-roledescription=carousel]')!, { pointerType: 'touch' }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('coverflow starts on carousels.coverflow.startIndex (slide 2) and marks it selected', async () => {
    const { container } = await show(5, { variant: 'coverflow' });
    const selected = container.querySelectorAll('[data-selected]');
    expect(selected).toHaveLength(1);
    expect(selected[0].getAttribute('aria-label')).toBe('Slide 2 of 5');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('@media (min-width:1024px){[data-carousel-preset="__coverflow"]{--per-view:3.525}}');
  });

  it('renders nothing without items', async () => {
    const { container } = await show(0);
    expect(container.innerHTML).toBe('');
  });
});
