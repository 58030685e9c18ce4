import { matchingQueries, setWidth } from '@test/dom-stubs';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import VisionSection from '@src/sections/vision/vision-section';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));
afterEach(() => matchingQueries.clear());

const long = 'x'.repeat(700);
const visions = [
  { VisionStatementId: 3, Title: 'Values', Description: '<p>Our values</p>', ImagePath: '\\v.png', OrderNo: 3 },
  { VisionStatementId: 1, Title: 'Vision', Description: `<p>${long}</p>`, ImagePath: '\\a.png', OrderNo: 1 },
  { VisionStatementId: 2, Title: 'Mission', Description: '<p>Our mission</p>', ImagePath: '', OrderNo: 2 },
];

describe('vision tabs', () => {
  it('shows tabs by OrderNo with the first selected and its image', () => {
    renderSection(VisionSection, 'vision', { overrides: { GetIntroduction: { VisionList: visions } } });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Vision', 'Mission', 'Values']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    expect(panel.querySelector('img')!.getAttribute('alt')).toBe('Vision');
    expect(panel.textContent).toContain('x'.repeat(600) + '...');
    expect(panel.textContent).not.toContain('x'.repeat(601));
  });

  it('moves with Left/Right (wrapping), Home and End, and by click', () => {
    renderSection(VisionSection, 'vision', { overrides: { GetIntroduction: { VisionList: visions } } });
    const tabs = () => screen.getAllByRole('tab');
    act(() => tabs()[0].focus());
    act(() => void fireEvent.keyDown(tabs()[0], { key: 'ArrowRight' }));
    expect(tabs()[1].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(screen.getByRole('tabpanel').textContent).toContain('Our mission');
    act(() => void fireEvent.keyDown(tabs()[1], { key: 'End' }));
    expect(document.activeElement).toBe(tabs()[2]);
    act(() => void fireEvent.keyDown(tabs()[2], { key: 'ArrowRight' }));
    expect(document.activeElement).toBe(tabs()[0]);
    act(() => void fireEvent.keyDown(tabs()[0], { key: 'ArrowLeft' }));
    expect(tabs()[2].getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.keyDown(tabs()[2], { key: 'Home' }));
    expect(tabs()[0].getAttribute('aria-selected')).toBe('true');
    act(() => void fireEvent.click(tabs()[1]));
    expect(tabs()[1].tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').querySelector('img')).toBeNull();
  });

  it('cuts the description at 500 on phones', () => {
    matchingQueries.add('(max-width: 767.98px)');
    renderSection(VisionSection, 'vision', { overrides: { GetIntroduction: { VisionList: visions } } });
    expect(screen.getByRole('tabpanel').textContent).toContain('x'.repeat(500) + '...');
    expect(screen.getByRole('tabpanel').textContent).not.toContain('x'.repeat(501));
  });

  it('renders nothing without visions', () => {
    const { container } = renderSection(VisionSection, 'vision', { overrides: { GetIntroduction: { VisionList: [] } } });
    expect(container.innerHTML).toBe('');
  });
});
