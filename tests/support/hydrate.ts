// Hydrates server-rendered HTML in the test document, as a prerendered page is hydrated in the
// browser, and hands back what a mismatch would show up in: React reports one as a recoverable
// error and logs it to the console. The test asserts on them; the helper only records.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi, type Mock, type MockInstance } from 'vitest';

export interface Hydrated {
  container: HTMLElement;
  recoverable: Mock;
  consoleErrors: MockInstance;
  /** Unmounts the root and removes the container. */
  unmount: () => void;
}

export async function hydrateHtml(html: string, tree: ReactElement): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  return {
    container,
    recoverable,
    consoleErrors,
    unmount() {
      act(() => root!.unmount());
      container.remove();
    },
  };
}
