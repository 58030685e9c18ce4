// Clicking a document fetches it as a blob and saves it via an object URL and a temporary
// <a download>; a failure is said on that card.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DownloadsPage from '@src/pages/downloads/downloads-page';
import { renderPage } from '@test/render-site-page';

let saved: Array<{ href: string; download: string; inDocument: boolean }>;
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back after each test
const realCreate = URL.createObjectURL;
// eslint-disable-next-line @typescript-eslint/unbound-method -- the same
const realRevoke = URL.revokeObjectURL;
const createObjectURL = vi.fn(() => 'blob:http://localhost/1234');

beforeEach(() => {
  saved = [];
  createObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('li')!;
}

describe('downloads', () => {
  it('fetches the file and saves it as {Title}.{extension}', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    await user.click(within(card('Fee Structure 2083')).getByRole('button'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/Attachments/appcms/b3363250-e5ad-4879-a19f-42a11df6f209.pdf');
    expect(saved[0]).toEqual({ href: 'blob:http://localhost/1234', download: 'Fee Structure 2083.pdf', inDocument: true });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    // The temporary link is gone again and no error is shown.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a non-PDF extension', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('docx', { status: 200 })),
    );
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    await user.click(within(card('Scholarship Application Form')).getByRole('button'));
    await waitFor(() => expect(saved[0]?.download).toBe('Scholarship Application Form.docx'));
  });

  it('is busy while downloading and cannot be started twice', async () => {
    let finish!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (finish = r)));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    const c = card('Admission Form 2084');
    const button = within(c).getByRole<HTMLButtonElement>('button');
    await user.click(button);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Downloading…');
    expect(c.getAttribute('aria-busy')).toBe('true');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    finish(new Response('x', { status: 200 }));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(button.textContent).toBe('Download');
  });

  it('tells the visitor on that card when the server answers with an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"Message":"Not Found"}', { status: 404 })),
    );
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    const c = card('Fee Structure 2083');
    await user.click(within(c).getByRole('button'));
    const alert = await within(c).findByRole('alert');
    expect(alert.textContent).toMatch(/could not be downloaded/);
    // A way out: the file itself, through the same safe URL.
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/Attachments/appcms/b3363250-e5ad-4879-a19f-42a11df6f209.pdf');
    expect(saved).toHaveLength(0);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('tells the visitor when the network fails, and clears the message on a successful retry', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    const c = card('Admission Form 2084');
    await user.click(within(c).getByRole('button'));
    await within(c).findByRole('alert');
    await user.click(within(c).getByRole('button', { name: /^Download Admission Form 2084/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(within(c).queryByRole('alert')).toBeNull();
  });
});
