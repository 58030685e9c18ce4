import { setWidth, startCarousels } from '@test/dom-stubs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import FeedbackTestimonialsSection from '@src/sections/feedback-testimonials/feedback-testimonials-section';
import LifeAtSchoolPage from '@src/pages/life-at-school/life-at-school-page';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';
import { renderSection } from '@test/render-section';

vi.mock('@src/forms/form-view', () => ({
  FormView: ({ formId }: { formId: string }) => <form aria-label={`form ${formId}`} data-form-id={formId} />,
}));

// The form mounts once its box comes near the viewport: an observer the test can trigger.
const watching: Array<() => void> = [];
class TestObserver {
  constructor(private cb: IntersectionObserverCallback) {}
  observe() {
    watching.push(() => this.cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const scrollNear = () => act(() => watching.splice(0).forEach((f) => f()));

beforeEach(() => {
  setWidth(1366);
  watching.length = 0;
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return () => vi.unstubAllGlobals();
});

const slide = (n: number) =>
  screen
    .getAllByRole('group')
    .find((g) => g.getAttribute('aria-roledescription') === 'slide' && g.getAttribute('aria-label')?.startsWith(`Slide ${n} of`))!;

describe('feedback and testimonials', () => {
  it('puts the feedback form (props.form) beside the testimonials slider', () => {
    renderSection(FeedbackTestimonialsSection, 'feedback-testimonials');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Feedback & Testimonials');
    // Far down the page the form engine is neither loaded nor run until the visitor scrolls near.
    expect(screen.queryByRole('form')).toBeNull();
    scrollNear();
    expect(screen.getByRole('form', { name: 'form feedback' })).toBeTruthy();
    const slider = screen.getByRole('group', { name: 'What people say' });
    expect(within(slider).getByRole('heading', { level: 4, name: 'Aarati Maharjan' })).toBeTruthy();
    expect(within(slider).getByText('Parent, Grade 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide: What people say' })).toBeTruthy();
  });

  it('uses the configured form and keeps the form without testimonials', () => {
    renderSection(FeedbackTestimonialsSection, 'feedback-testimonials', {
      props: { form: 'contact' },
      overrides: { GetTestimonial: [], GetIntroduction: {} },
    });
    scrollNear();
    expect(screen.getByRole('form', { name: 'form contact' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'What people say' })).toBeNull();
  });
});

describe('Life at School page', () => {
  const route = siteConfig.routes.find((r) => r.page === 'life-at-school')!;

  it('slides testimonials one per view; a long quote collapses again when the slide changes', async () => {
    renderWithSite(<LifeAtSchoolPage route={route} />, { path: route.path });
    await startCarousels();
    expect(document.querySelector('[data-carousel-preset="one"]')).toBeTruthy();
    act(() => void fireEvent.click(within(slide(1)).getByRole('button', { name: '...see more' })));
    expect(within(slide(1)).getByRole('button', { name: '....show less' })).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Next slide: Life at School' })));
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous slide: Life at School' })));
    expect(within(slide(1)).getByRole('button', { name: '...see more' })).toBeTruthy();
  });

  it('says so when there are no testimonials', () => {
    renderWithSite(<LifeAtSchoolPage route={route} />, { path: route.path, overrides: { GetTestimonial: [], GetIntroduction: {} } });
    expect(screen.getByText('No testimonials yet.')).toBeTruthy();
  });
});
