// The site's one autoplay (src/components/autoplay/autoplay.ts): the hero slider, the banner popup
// and the carousels move by it and wait by the same rules.
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoplay, type Autoplay, type AutoplayState } from '@src/components/autoplay/autoplay';

let reduced = false;
const motionListeners = new Set<() => void>();
window.matchMedia = ((query: string) => ({
  get matches() {
    return query.includes('reduce') && reduced;
  },
  media: query,
  addEventListener: (_: string, cb: () => void) => motionListeners.add(cb),
  removeEventListener: (_: string, cb: () => void) => motionListeners.delete(cb),
})) as unknown as typeof window.matchMedia;

let hidden = false;
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });

let root: HTMLElement;
let inside: HTMLButtonElement;
let outside: HTMLButtonElement;
let play: Autoplay;
let tick: ReturnType<typeof vi.fn<() => void>>;
let states: AutoplayState[];

beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  hidden = false;
  root = document.createElement('div');
  inside = document.createElement('button');
  outside = document.createElement('button');
  root.append(inside);
  document.body.append(root, outside);
  tick = vi.fn<() => void>();
  states = [];
});
afterEach(() => {
  play?.destroy();
  root.remove();
  outside.remove();
  vi.useRealTimers();
});

const start = () => (play = startAutoplay(root, { everyMs: 1000, tick, onChange: (s) => states.push(s) }));
const ticksIn = (ms: number) => {
  tick.mockClear();
  vi.advanceTimersByTime(ms);
  return tick.mock.calls.length;
};

describe('startAutoplay', () => {
  it('ticks every everyMs and says it is running', () => {
    start();
    expect(ticksIn(3000)).toBe(3);
    expect(states.at(-1)).toEqual({ running: true, stopped: false, reduced: false });
  });

  it('waits while the mouse is over it and resumes when it leaves; a finger passing over does not pause it', () => {
    start();
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(ticksIn(3000)).toBe(0);
    expect(states.at(-1)?.running).toBe(false);
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(ticksIn(3000)).toBe(3);
    fireEvent.pointerEnter(root, { pointerType: 'pen' });
    expect(ticksIn(1000)).toBe(1);
  });

  it('waits while keyboard focus is inside, not when focus follows a click', () => {
    start();
    fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
    inside.focus();
    expect(ticksIn(1000)).toBe(1);
    inside.blur();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    inside.focus();
    expect(ticksIn(3000)).toBe(0);
    outside.focus(); // focus leaves it
    expect(ticksIn(1000)).toBe(1);
  });

  it('stops for good once touched; a mouse press does not stop it', () => {
    start();
    fireEvent.pointerDown(root, { pointerType: 'mouse' });
    expect(ticksIn(1000)).toBe(1);
    fireEvent.pointerDown(root, { pointerType: 'touch' });
    expect(ticksIn(5000)).toBe(0);
    expect(states.at(-1)).toEqual({ running: false, stopped: true, reduced: false });
    play.setStopped(false); // the pause button
    expect(ticksIn(1000)).toBe(1);
  });

  it('stands still while the tab is hidden', () => {
    start();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ticksIn(5000)).toBe(0);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ticksIn(1000)).toBe(1);
  });

  it('never runs under reduced motion, and stops when the visitor asks for it while it runs', () => {
    reduced = true;
    start();
    expect(ticksIn(5000)).toBe(0);
    expect(states.at(-1)).toEqual({ running: false, stopped: false, reduced: true });
    play.destroy();
    reduced = false;
    start();
    expect(ticksIn(1000)).toBe(1);
    reduced = true;
    motionListeners.forEach((cb) => cb());
    expect(ticksIn(5000)).toBe(0);
  });

  it('restart gives the current item its full time; destroy ends it', () => {
    start();
    vi.advanceTimersByTime(900);
    play.restart();
    expect(ticksIn(900)).toBe(0);
    expect(ticksIn(100)).toBe(1);
    play.destroy();
    expect(ticksIn(5000)).toBe(0);
  });
});
