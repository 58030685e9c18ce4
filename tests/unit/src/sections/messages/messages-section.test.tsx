import { setWidth } from '@test/dom-stubs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import MessagesSection from '@src/sections/messages/messages-section';
import { htmlToText } from '@src/lib/truncate';
import { rawFixture } from '@test/fixtures';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));

const intro = rawFixture('GetIntroduction') as { FounderMSGList: Array<Record<string, unknown>> };

describe('leader messages', () => {
  it("heads each message 'Message from the {designation}' and shows photo, name and social links", () => {
    renderSection(MessagesSection, 'messages');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Message from the Chairman',
      'Message from the Principal',
      'Message from the Mentor',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Ramesh Prasad Shrestha' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ramesh Prasad Shrestha' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide: Messages' })).toBeTruthy();
  });

  it("collapses long text to 900 characters with 'see More' that expands it fully", () => {
    renderSection(MessagesSection, 'messages');
    const chairman = screen.getAllByRole('group').find((g) => g.getAttribute('aria-label') === 'Slide 1 of 3')!;
    const full = htmlToText(String(intro.FounderMSGList[0].Description));
    expect(full.length).toBeGreaterThan(900);
    expect(chairman.textContent).toContain(full.slice(0, 900).trimEnd() + '...');
    act(() => void fireEvent.click(within(chairman).getByRole('button', { name: 'see More' })));
    expect(within(chairman).queryByRole('button', { name: 'see More' })).toBeNull();
    expect(chairman.textContent.replace(/\s+/g, '')).toContain(full.slice(-60).replace(/\s+/g, ''));
  });

  it.each([1366, 375])('has no arrows with a single message, and arrows with two (%i px wide)', (width) => {
    setWidth(width);
    const one = renderSection(MessagesSection, 'messages', {
      overrides: { GetIntroduction: { FounderMSGList: [intro.FounderMSGList[2]] } },
    });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Message from the Mentor');
    expect(screen.queryByRole('button', { name: /slide/ })).toBeNull();
    one.unmount();
    renderSection(MessagesSection, 'messages', { overrides: { GetIntroduction: { FounderMSGList: intro.FounderMSGList.slice(0, 2) } } });
    expect(screen.getByRole('button', { name: 'Previous slide: Messages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide: Messages' })).toBeTruthy();
  });

  it('renders nothing without messages', () => {
    const { container } = renderSection(MessagesSection, 'messages', { overrides: { GetIntroduction: { FounderMSGList: [] } } });
    expect(container.innerHTML).toBe('');
  });
});
