// The preview frame's side: it takes a config only from its same-origin parent and renders the
// site again with that config as a value; the config the site was built with is left as it was.
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import { isStudioPreview, listenForStudio, MSG_CONFIG, MSG_READY } from '@src/app/studio-preview';
import type { SiteConfig } from '@src/generated/site-config';

const original = structuredClone(siteConfig);

describe('listenForStudio', () => {
  const config = () => {
    const c = structuredClone(original);
    c.home.sections.reverse();
    c.site.constants.recentNews = 9;
    return c;
  };

  it('renders with a config posted by its parent window, same origin, leaving the built config alone', () => {
    const render = vi.fn<(c: SiteConfig) => void>();
    const stop = listenForStudio(render);
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: MSG_CONFIG, config: config() }, origin: window.location.origin, source: window.parent }),
    );
    expect(render).toHaveBeenCalledTimes(1);
    const shown = render.mock.calls[0][0];
    expect(shown.home.sections[0].id).toBe(original.home.sections.at(-1)!.id);
    expect(shown.site.constants.recentNews).toBe(9);
    expect(siteConfig).toEqual(original);
    stop();
  });

  it('ignores other origins, other windows and other messages', () => {
    const rerender = vi.fn();
    const stop = listenForStudio(rerender);
    const data = { type: MSG_CONFIG, config: config() };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: window.parent }));
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: null }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'other', config: data.config }, origin: window.location.origin, source: window.parent }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: MSG_CONFIG, config: 'x' }, origin: window.location.origin, source: window.parent }),
    );
    expect(rerender).not.toHaveBeenCalled();
    stop();
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin, source: window.parent }));
    expect(rerender).not.toHaveBeenCalled();
  });

  it('tells its parent it is ready, on its own origin only', () => {
    const parent = { postMessage: vi.fn() };
    const win = {
      location: window.location,
      parent,
      document,
      HTMLElement: window.HTMLElement,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
    const original = HTMLElement.prototype.focus;
    const stop = listenForStudio(() => undefined, win);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: MSG_READY, path: window.location.pathname }, window.location.origin);
    expect(HTMLElement.prototype).not.toHaveProperty('focus', original);
    stop();
    expect(HTMLElement.prototype).toHaveProperty('focus', original);
  });

  it('recognises the preview query', () => {
    expect(isStudioPreview('?studio-preview=1')).toBe(true);
    expect(isStudioPreview('?x=1&studio-preview=1')).toBe(true);
    expect(isStudioPreview('?studio-preview=0')).toBe(false);
    expect(isStudioPreview('')).toBe(false);
  });
});

describe('keepFocusWithStudio', () => {
  it('lets the framed site move focus only while the frame has focus', async () => {
    const { keepFocusWithStudio } = await import('@src/app/studio-preview');
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
