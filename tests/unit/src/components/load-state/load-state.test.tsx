// Loading, failed and empty states shared by these pages.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadState } from '@src/components/load-state/load-state';

const content = <p>content</p>;

describe('PageState', () => {
  it('shows the content whenever there is some (even while revalidating or after a failed refresh)', () => {
    render(
      <LoadState isLoading failed empty={false} emptyText="none">
        {content}
      </LoadState>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('shows a polite loading placeholder while nothing is known', () => {
    const { container } = render(
      <LoadState isLoading failed={false} empty emptyText="none" skeletons={2}>
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(screen.queryByText('content')).toBeNull();
  });

  it('says the content could not be loaded after a failure', () => {
    render(
      <LoadState isLoading={false} failed empty emptyText="none">
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Could not load this content. Please try again later.');
  });

  it('shows the empty text when loaded and empty', () => {
    render(
      <LoadState isLoading={false} failed={false} empty emptyText="Nothing here">
        {content}
      </LoadState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing here');
  });
});
