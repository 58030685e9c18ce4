// Job detail: lists, Apply dialog (700 px), and 'Job not found!' for an unknown id.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CareerDetailPage from '@src/pages/career-detail/career-detail-page';
import { renderPage } from '@test/render-site-page';
import { siteConfig } from '@src/site-config/config-file';
import { withSubmit } from '@test/render';

describe('career detail page', () => {
  it('shows the job with its Requirements and Job description lists', () => {
    renderPage('career-detail', CareerDetailPage, '/career-list/1/science-teacher');
    expect(screen.getByRole('heading', { level: 2, name: 'Science Teacher' })).toBeTruthy();
    expect(screen.getByText('Full Time')).toBeTruthy();
    expect(screen.getByText('2 vacancies')).toBeTruthy();
    const req = screen.getByRole('heading', { name: 'Requirements' }).nextElementSibling!;
    expect(req.querySelectorAll('li')).toHaveLength(4);
    const desc = screen.getByRole('heading', { name: 'Job description' }).nextElementSibling!;
    expect(desc.textContent).toContain('Plan and run laboratory sessions safely');
  });

  it('omits lists the job does not have', () => {
    renderPage('career-detail', CareerDetailPage, '/career-list/4/history-teacher');
    expect(screen.getByRole('heading', { level: 2, name: 'History Teacher' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Requirements' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Job description' })).toBeNull();
  });

  it('finds the job by id whatever the title segment says', () => {
    renderPage('career-detail', CareerDetailPage, '/career-list/2/old-title');
    expect(screen.getByRole('heading', { level: 2, name: 'Math Teacher' })).toBeTruthy();
  });

  it.each(['/career-list/99/nobody', '/career-list/abc/x', '/career-list/0/x'])("shows 'Job not found!' for %s", (path) => {
    renderPage('career-detail', CareerDetailPage, path);
    expect(screen.getByRole('status').textContent).toBe('Job not found!');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See all open positions' }).getAttribute('href')).toBe('/career-list');
  });

  it('Apply opens a dialog named for the job; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    renderPage('career-detail', CareerDetailPage, '/career-list/3/english-teacher');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Apply for English Teacher' });
    // jsdom drops min()/calc() widths; the 700 px width is checked in the browser test.
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The form's code is fetched when the dialog opens: on a cold, busy test run that takes more
    // than waitFor's default second.
    await waitFor(() => expect(dialog.querySelector('[data-form="job-apply"], form')).toBeTruthy(), { timeout: 10_000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(apply);
  });

  describe('how to apply while the form is not delivered (the ERP takes no job applications)', () => {
    const howTo = () => document.querySelector('[data-how-to-apply]');

    it("names the school's e-mail and phone from the back-end, as links", () => {
      expect(siteConfig.forms['job-apply'].submit.kind).toBe('none');
      renderPage('career-detail', CareerDetailPage, '/career-list/1/science-teacher');
      expect(howTo()?.textContent).toBe(
        'How to applyApplications are not sent to the school from this website: e-mail your CV and a cover letter to info@himalayavidyamandir.edu.np, or bring them to the school office. For questions, call 01-5543210, 9841234567.',
      );
      expect(screen.getByRole('link', { name: 'info@himalayavidyamandir.edu.np' }).getAttribute('href')).toBe(
        'mailto:info@himalayavidyamandir.edu.np',
      );
      expect(screen.getByRole('link', { name: '01-5543210, 9841234567' }).getAttribute('href')).toBe('tel:015543210');
    });

    it('says the office when the back-end gives no e-mail; says what staff wrote when they wrote it', () => {
      renderPage('career-detail', CareerDetailPage, '/career-list/1/science-teacher', { GetContactUs: {} });
      expect(howTo()?.textContent).toBe(
        'How to applyApplications are not sent to the school from this website: bring your CV and a cover letter to the school office.',
      );
      const own = {
        ...siteConfig,
        forms: {
          ...siteConfig.forms,
          'job-apply': {
            submit: { kind: 'none' as const },
            howToApply: { en: 'Post your CV to the Principal.', ne: 'प्रधानाध्यापकलाई सीभी पठाउनुहोस्।' },
          },
        },
      };
      renderPage('career-detail', CareerDetailPage, '/career-list/2/math-teacher', undefined, own);
      expect(screen.getAllByText('Post your CV to the Principal.')).toHaveLength(1);
    });

    it("says nothing of the kind when the school's own endpoint takes the applications", () => {
      renderPage(
        'career-detail',
        CareerDetailPage,
        '/career-list/1/science-teacher',
        undefined,
        withSubmit({ 'job-apply': { kind: 'http', url: '/forms/job-apply', encoding: 'multipart' } }),
      );
      expect(howTo()).toBeNull();
    });
  });
});
