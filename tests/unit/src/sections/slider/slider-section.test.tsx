import { matchingQueries, setWidth } from '@test/dom-stubs';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SliderSection from '@src/sections/slider/slider-section';
import { sliderReducer } from '@src/sections/slider/slider-state';
import { renderSection } from '@test/render-section';

const current = () => document.querySelector('[data-current]')?.textContent ?? '';
const progress = () => Number(document.querySelector('[data-progress]')?.getAttribute('data-progress'));

beforeEach(() => {
  setWidth(1366);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  matchingQueries.clear();
});

describe('home slider', () => {
  it('shows slides by OrderNo, the first with a priority image', () => {
    renderSection(SliderSection, 'slider');
    const slides = [...document.querySelectorAll('[data-slide-index]')];
    expect(slides.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Welcome to Himalaya Vidya Mandir',
      'Admissions open for 2084',
      'Learning beyond the classroom',
    ]);
    expect(slides[0].querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(slides[0].getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(slides[1].getAttribute('aria-hidden')).toBe('true');
  });

  it('advances every sliderIntervalMs with the progress bar ticking to 100, and wraps', () => {
    renderSection(SliderSection, 'slider');
    expect(current()).toContain('Welcome');
    act(() => void vi.advanceTimersByTime(50));
    expect(progress()).toBe(1);
    act(() => void vi.advanceTimersByTime(2450));
    expect(progress()).toBe(50);
    act(() => void vi.advanceTimersByTime(2450));
    expect(progress()).toBe(99);
    expect(current()).toContain('Welcome');
    act(() => void vi.advanceTimersByTime(50));
    expect(current()).toContain('Admissions open');
    expect(progress()).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Learning beyond');
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Welcome');
  });

  it('draws the bar as one animation per slide, played and paused with the clock: a tick writes no style', () => {
    // jsdom has no Web Animations: a stand-in records what the slider asks of each animation.
    const made: { keyframes: Keyframe[]; duration: unknown; state: string; currentTime: number | null }[] = [];
    const animate = vi.fn(function (this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
      const a = {
        keyframes,
        duration: options.duration,
        state: 'idle',
        currentTime: 0 as number | null,
        play: () => (a.state = 'running'),
        pause: () => (a.state = 'paused'),
        cancel: () => (a.state = 'cancelled'),
      };
      made.push(a);
      return a as unknown as Animation;
    });
    HTMLElement.prototype.animate = animate;
    try {
      renderSection(SliderSection, 'slider');
      const fill = document.querySelector<HTMLElement>('[data-progress] > *')!;
      const styleBefore = fill.getAttribute('style');
      expect(made).toHaveLength(1);
      expect(made[0].duration).toBe(5000);
      expect(made[0].keyframes).toEqual([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }]);
      expect(made[0].state).toBe('running');
      act(() => void vi.advanceTimersByTime(2500));
      expect(progress()).toBe(50);
      expect(fill.getAttribute('style')).toBe(styleBefore);
      // Paused with its button: the animation holds where the clock is.
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' })));
      expect(made[0].state).toBe('paused');
      expect(made[0].currentTime).toBe(2500);
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' })));
      act(() => void vi.advanceTimersByTime(2500));
      // The next slide has a new animation from its start; the old one is gone.
      expect(current()).toContain('Admissions open');
      expect(made).toHaveLength(2);
      expect(made[0].state).toBe('cancelled');
      expect(made[1]).toMatchObject({ state: 'running', currentTime: 0 });
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).animate;
    }
  });

  it('moves by hand (arrows, dots, keys) and restarts the progress', () => {
    renderSection(SliderSection, 'slider');
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous' })));
    expect(current()).toContain('Learning beyond');
    expect(progress()).toBe(0);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' })));
    expect(current()).toContain('Admissions open');
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
    act(() => void fireEvent.keyDown(screen.getByRole('region', { name: 'Featured' }), { key: 'ArrowRight' }));
    expect(current()).toContain('Learning beyond');
  });

  it('pauses with its button and resumes', () => {
    renderSection(SliderSection, 'slider');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' })));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Welcome');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' })));
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Admissions open');
  });

  it('waits while the mouse is over it and resumes when it leaves (a finger passing over does not pause it)', () => {
    renderSection(SliderSection, 'slider');
    const region = screen.getByRole('region', { name: 'Featured' });
    act(() => void vi.advanceTimersByTime(2500));
    act(() => void fireEvent.pointerEnter(region, { pointerType: 'mouse' }));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Welcome');
    expect(progress()).toBe(50);
    act(() => void fireEvent.pointerLeave(region, { pointerType: 'mouse' }));
    act(() => void vi.advanceTimersByTime(2500));
    expect(current()).toContain('Admissions open');
    act(() => void fireEvent.pointerEnter(region, { pointerType: 'pen' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Learning beyond');
  });

  it('waits while keyboard focus is inside, not after a click has focused a control', () => {
    renderSection(SliderSection, 'slider');
    const dot = screen.getByRole('button', { name: 'Show slide 1' });
    // Focus that follows a pointer press does not pause it.
    act(() => void fireEvent.pointerDown(document.body, { pointerType: 'mouse' }));
    act(() => dot.focus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Admissions open');
    act(() => dot.blur());
    // Focus that arrives by keyboard (Tab) does.
    act(() => void fireEvent.keyDown(document.body, { key: 'Tab' }));
    act(() => dot.focus());
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Admissions open');
    // Moving focus to another control inside keeps it waiting; leaving the slider resumes it.
    act(() => screen.getByRole('button', { name: 'Show slide 3' }).focus());
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Admissions open');
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Learning beyond');
  });

  it('stops for good once touched; a mouse press does not stop it', () => {
    renderSection(SliderSection, 'slider');
    const region = screen.getByRole('region', { name: 'Featured' });
    act(() => void fireEvent.pointerDown(region, { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    act(() => void fireEvent.pointerUp(region, { pointerType: 'mouse', clientX: 100, clientY: 100 }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Admissions open');
    act(() => void fireEvent.pointerDown(region, { pointerType: 'touch', clientX: 100, clientY: 100 }));
    act(() => void fireEvent.pointerUp(region, { pointerType: 'touch', clientX: 100, clientY: 100 }));
    act(() => void vi.advanceTimersByTime(30_000));
    expect(current()).toContain('Admissions open');
    expect(screen.getByRole('button', { name: 'Play the slideshow' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('changes slide on a swipe of at least carousels.dragMin (80 px), not a shorter one', () => {
    renderSection(SliderSection, 'slider');
    const region = screen.getByRole('region', { name: 'Featured' });
    const swipe = (dx: number) => {
      act(() => void fireEvent.pointerDown(region, { pointerType: 'touch', clientX: 200, clientY: 100 }));
      act(() => void fireEvent.pointerUp(region, { pointerType: 'touch', clientX: 200 + dx, clientY: 100 }));
    };
    swipe(-79);
    expect(current()).toContain('Welcome');
    swipe(-80);
    expect(current()).toContain('Admissions open');
    swipe(120);
    expect(current()).toContain('Welcome');
  });

  it('stands still while the tab is hidden', () => {
    renderSection(SliderSection, 'slider');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Welcome');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(5000));
    expect(current()).toContain('Admissions open');
  });

  it('never moves by itself under reduced motion', () => {
    matchingQueries.add('(prefers-reduced-motion: reduce)');
    renderSection(SliderSection, 'slider');
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Welcome');
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).toBeNull();
  });

  it('does not advance, and has no controls, with one slide', () => {
    renderSection(SliderSection, 'slider', {
      overrides: { GetSliderList: [{ SliderId: 9, Title: 'Only one', ImagePath: 'x.png', OrderNo: 1 }] },
    });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(current()).toContain('Only one');
    expect(document.querySelector('[data-progress]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without slides', () => {
    const { container } = renderSection(SliderSection, 'slider', { overrides: { GetSliderList: [] } });
    expect(container.innerHTML).toBe('');
  });
});

describe('slider clock', () => {
  it('moves on the tick that fills the bar, wrapping', () => {
    let s = { index: 2, ticks: 98 };
    s = sliderReducer(s, { type: 'tick', count: 3, ticksPerSlide: 100 });
    expect(s).toEqual({ index: 2, ticks: 99 });
    s = sliderReducer(s, { type: 'tick', count: 3, ticksPerSlide: 100 });
    expect(s).toEqual({ index: 0, ticks: 0 });
    expect(sliderReducer(s, { type: 'go', to: -1, count: 3 })).toEqual({ index: 2, ticks: 0 });
  });
});
