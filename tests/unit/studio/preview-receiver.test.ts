// The preview frame's side: it takes a config only from its same-origin parent, puts it in place
// of the in-memory config without replacing objects others hold, and re-renders.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig, constants } from '../../../src/config/site-config';
import { isStudioPreview, listenForStudio, MSG_CONFIG, MSG_READY, replaceInPlace } from '../../../src/app/studio-preview';
import { studioEnabled } from '../../../src/pages/studio/studio-enabled';

const original = structuredClone(siteConfig);
afterEach(() => replaceInPlace(siteConfig as unknown as Record<string, unknown>, original as unknown as Record<string, unknown>));

describe('replaceInPlace', () => {
  it('makes the target equal to the source, keeping nested objects', () => {
    const inner = { a: 1, b: 2 };
    const target: Record<string, unknown> = { keep: inner, gone: 1, list: [1, 2] };
    const list = [3];
    replaceInPlace(target, { keep: { a: 5 }, list, added: 'x' });
    expect(target).toEqual({ keep: { a: 5 }, list: [3], added: 'x' });
    expect(target.keep).toBe(inner);
    expect(target.list).toBe(list);
  });
});

describe('listenForStudio', () => {
  const config = () => {
    const c = structuredClone(original);
    c.home.sections.reverse();
    c.site.constants.recentNews = 9;
    return c;
  };

  it('applies a config posted by its parent window, same origin, and re-renders', () => {
    const rerender = vi.fn();
    const stop = listenForStudio(rerender);
    window.dispatchEvent(new MessageEvent('message', { data: { type: MSG_CONFIG, config: config() }, origin: window.location.origin, source: window.parent }));
    expect(rerender).toHaveBeenCalledTimes(1);
    expect(siteConfig.home.sections[0].id).toBe(original.home.sections.at(-1)!.id);
    // `constants` was taken from the config at start-up; it sees the change.
    expect(constants.recentNews).toBe(9);
    stop();
  });

  it('ignores other origins, other windows and other messages', () => {
    const rerender = vi.fn();
    const stop = listenForStudio(rerender);
    const data = { type: MSG_CONFIG, config: config() };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: window.parent }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: null }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'other', config: data.config }, origin: window.location.origin, source: window.parent }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: MSG_CONFIG, config: 'x' }, origin: window.location.origin, source: window.parent }));
    expect(rerender).not.toHaveBeenCalled();
    expect(siteConfig.home.sections[0].id).toBe(original.home.sections[0].id);
    stop();
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window.parent }));
    expect(rerender).not.toHaveBeenCalled();
  });

  it('tells its parent it is ready, on its own origin only', () => {
    const parent = { postMessage: vi.fn() };
    const win = { location: window.location, parent, document, HTMLElement: window.HTMLElement, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as Window;
    const original = HTMLElement.prototype.focus;
    const stop = listenForStudio(() => undefined, win);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: MSG_READY, path: window.location.pathname }, window.location.origin);
    expect(HTMLElement.prototype.focus).not.toBe(original);
    stop();
    expect(HTMLElement.prototype.focus).toBe(original);
  });

  it('recognises the preview query', () => {
    expect(isStudioPreview('?studio-preview=1')).toBe(true);
    expect(isStudioPreview('?x=1&studio-preview=1')).toBe(true);
    expect(isStudioPreview('?studio-preview=0')).toBe(false);
    expect(isStudioPreview('')).toBe(false);
  });
});

describe('studioEnabled', () => {
  it('is on in development, and in production only when the config says so', () => {
    expect(studioEnabled(true, { site: { studio: false } })).toBe(true);
    expect(studioEnabled(false, { site: {} })).toBe(false);
    expect(studioEnabled(false, { site: { studio: false } })).toBe(false);
    expect(studioEnabled(false, { site: { studio: true } })).toBe(true);
  });
});

describe('keepFocusWithStudio', () => {
  it('lets the framed site move focus only while the frame has focus', async () => {
    const { keepFocusWithStudio } = await import('../../../src/app/studio-preview');
    const button = document.createElement('button');
    document.body.append(button);
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const restore = keepFocusWithStudio(window);
    button.focus();
    expect(document.activeElement).not.toBe(button);
    hasFocus.mockReturnValue(true);
    button.focus();
    expect(document.activeElement).toBe(button);
    restore();
    hasFocus.mockRestore();
    button.remove();
  });
});
