import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryTranId, useScrollToTarget } from '@src/hooks/use-scroll-to-target';
import AcademicProgramsPage from '@src/pages/academic-programs/academic-programs-page';
import { renderWithSite } from '@test/render';

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
    scrollIntoView(this.id, arg);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media.includes('prefers-reduced-motion'),
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('academic programs ?TranId= scrolling', () => {
  it('scrolls smoothly to the section whose TranId equals the query, once', () => {
    reducedMotion(false);
    function Rerenderable() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>again {n}</button>
          <AcademicProgramsPage />
        </>
      );
    }
    renderWithSite(<Rerenderable />, { path: '/academics/academic-programs?TranId=3' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith('academic-program-3', { behavior: 'smooth', block: 'start' });
    expect(document.getElementById('academic-program-3')?.textContent).toContain('Languages and Literature');
    expect(document.activeElement?.id).toBe('academic-program-3');
    act(() => screen.getByRole('button', { name: 'again 0' }).click());
    expect(screen.getByRole('button', { name: 'again 1' })).toBeTruthy();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    reducedMotion(true);
    renderWithSite(<AcademicProgramsPage />, { path: '/academics/academic-programs?TranId=2' });
    expect(scrollIntoView).toHaveBeenCalledWith('academic-program-2', { behavior: 'instant', block: 'start' });
  });

  it('does not scroll without a TranId, for an unknown one, or while there is no data', () => {
    reducedMotion(false);
    const a = renderWithSite(<AcademicProgramsPage />, { path: '/academics/academic-programs' });
    a.unmount();
    const b = renderWithSite(<AcademicProgramsPage />, { path: '/academics/academic-programs?TranId=99' });
    b.unmount();
    renderWithSite(<AcademicProgramsPage />, { path: '/academics/academic-programs?TranId=3', overrides: { GetAcademicProgramList: [] } });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('useScrollToTarget', () => {
  function Harness() {
    const [target, setTarget] = useState<string | null>(null);
    useScrollToTarget(target);
    return (
      <>
        {target && <section id="s-7">Seven</section>}
        <button onClick={() => setTarget('s-7')}>load</button>
      </>
    );
  }

  it('waits for the data: scrolls once the target exists', () => {
    reducedMotion(false);
    render(<Harness />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    expect(scrollIntoView).toHaveBeenCalledWith('s-7', { behavior: 'smooth', block: 'start' });
  });

  it('reads TranId from the query in any capitalisation', () => {
    expect(queryTranId(new URLSearchParams('TranId=4'))).toBe('4');
    expect(queryTranId(new URLSearchParams('tranid=%204%20'))).toBe('4');
    expect(queryTranId(new URLSearchParams('x=1'))).toBeNull();
    expect(queryTranId(new URLSearchParams('TranId='))).toBeNull();
  });
});
