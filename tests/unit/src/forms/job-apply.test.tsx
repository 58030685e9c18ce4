// @vitest-environment jsdom
// Job apply (the career dialog's form): photo with preview and 'Remove Photo', the CV upload,
// refused files with a clear message, required fields.
import { fireEvent, screen, waitFor, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormView } from '@src/forms/form-view';
import { renderWithConfig } from '@test/render';

// Lazy chunks and RJSF are slow to load when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// A whole 2×2 PNG: where jsdom has no canvas to draw a photo again, it is kept cleaned of its
// metadata, which needs a file that can be read to its end.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const PDF = new Uint8Array([...'%PDF-1.4\n'].map((c) => c.charCodeAt(0)));

async function start() {
  const user = userEvent.setup();
  renderWithConfig(<FormView formId="job-apply" extra={{ job: 'Science Teacher' }} />);
  await screen.findByLabelText(/^First Name/, {}, { timeout: 10_000 });
  return user;
}

describe('job apply form', () => {
  it('photo: a PNG shows a preview with Remove Photo, which clears it', async () => {
    const user = await start();
    const input = screen.getByLabelText<HTMLInputElement>(/^Photo/);
    expect(input.accept).toBe('.png,image/png,.jpg,image/jpeg,.jpeg');
    await user.upload(input, new File([PNG], 'me.png', { type: 'image/png' }));
    const preview = await screen.findByAltText<HTMLImageElement>('Preview of the chosen photo');
    expect(preview.src).toMatch(/^data:image\/png;name=me\.png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('photo: a PDF, or a renamed non-image, is refused with a clear message', async () => {
    await start();
    const input = screen.getByLabelText<HTMLInputElement>(/^Photo/);
    fireEvent.change(input, { target: { files: [new File([PDF], 'cv.pdf')] } });
    const message = await screen.findByText('Only PNG, JPG and JPEG photos are accepted.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    fireEvent.change(input, { target: { files: [new File([PDF], 'fake.jpg')] } });
    expect(await screen.findByText('Only PNG, JPG and JPEG photos are accepted.')).toBeTruthy();
    expect(screen.queryByAltText('Preview of the chosen photo')).toBeNull();
  });

  it('requires names, email, phone and the CV; the CV shows its name and size once chosen', async () => {
    const user = await start();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    for (const m of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'CV is required',
    ]) {
      expect(await screen.findByText(m)).toBeTruthy();
    }
    await user.upload(screen.getByLabelText(/^CV/), new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByText(`cv.pdf (${(PDF.length / 1024).toFixed(2)} KB)`)).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('CV is required')).toBeNull());
  });

  it('the chosen CV is removed by its named Remove button, and focus goes back to the input', async () => {
    const user = await start();
    const input = screen.getByLabelText<HTMLInputElement>(/^CV/);
    expect(input.required).toBe(true);
    await user.upload(input, new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
    const name = `cv.pdf (${(PDF.length / 1024).toFixed(2)} KB)`;
    await screen.findByText(name);
    // Kept as a value, so the browser's own required check no longer applies to the empty input.
    expect(input.required).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText(name)).toBeNull();
    expect(input.required).toBe(true);
    expect(document.activeElement).toBe(input);
  });
});
