// Rich text as staff paste it (Google Docs, word processors) comes out as HTML allows it on a page
// (src/components/safe-html/rich-structure.ts): no block inside an inline element, and headings
// that start at h2 and skip no level, each keeping the size it was written at.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@src/components/safe-html/sanitize';

const clean = (html: string, headingsFrom?: number) => {
  const out = sanitizeHtml(html, headingsFrom);
  if (!('html' in out)) throw new Error('no DOM: sanitized to text');
  return out.html;
};

describe('rich text nesting', () => {
  it("takes away Google Docs' not-bold <b> around whole paragraphs", () => {
    expect(clean('<b style="font-weight:normal" id="docs-internal-guid-1"><p dir="ltr"><span>One</span></p><p>Two</p></b><br>')).toBe(
      '<p dir="ltr"><span>One</span></p><p>Two</p><br>',
    );
  });

  it('takes away a bare <span> around a paragraph', () => {
    expect(clean('<span><p dir="ltr"><span>Winter uniform</span></p></span>')).toBe('<p dir="ltr"><span>Winter uniform</span></p>');
  });

  it('puts a real bold <b> inside each paragraph, and keeps the inline text between them bold', () => {
    expect(clean('<b><p>One</p>between<p>Two</p></b>')).toBe('<p><b>One</b></p><b>between</b><p><b>Two</b></p>');
  });

  it('goes down through nested blocks and inline wrappers, but never puts a wrapper straight inside a list', () => {
    expect(clean('<em><div><p>Deep</p></div></em>')).toBe('<div><p><em>Deep</em></p></div>');
    expect(clean('<span lang="ne"><b><p>नमस्ते</p></b></span>')).toBe('<p><span lang="ne"><b>नमस्ते</b></span></p>');
    expect(clean('<strong><ul><li>Item</li></ul></strong>')).toBe('<ul><li>Item</li></ul>');
  });

  it('undoes wrappers however deeply nested in one pass (hostile content cannot make the build slow)', () => {
    const deep = '<span>'.repeat(400) + '<p>deep</p>' + '</span>'.repeat(400) + '<i>' + '<p>x</p>'.repeat(500) + '</i>';
    const t0 = performance.now();
    expect(clean(deep)).toBe('<p>deep</p>' + '<p><i>x</i></p>'.repeat(500));
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('leaves inline elements holding only inline content alone', () => {
    expect(clean('<p><b>Bold</b> and <span lang="ne">नेपाली</span></p>')).toBe('<p><b>Bold</b> and <span lang="ne">नेपाली</span></p>');
  });
});

describe('rich text headings', () => {
  it('starts them at h2 and closes the gaps, in the order of the levels used, keeping their size', () => {
    expect(clean('<h3>Why families choose us</h3><p>x</p><h5>Labs</h5><h3>Fees</h3>')).toBe(
      '<h2 data-h="3">Why families choose us</h2><p>x</p><h3 data-h="5">Labs</h3><h2 data-h="3">Fees</h2>',
    );
  });

  it('moves a pasted h1 below the page heading, and leaves h2 and h3 in order as they are', () => {
    expect(clean('<h1>Title</h1><h2>Part</h2>')).toBe('<h2 data-h="1">Title</h2><h3 data-h="2">Part</h3>');
    expect(clean('<h2>Part</h2><h3>Sub</h3>')).toBe('<h2>Part</h2><h3>Sub</h3>');
  });

  it('starts them one level below the heading the text stands under (an item’s h2)', () => {
    expect(clean('<h3>Fees</h3><h4>Bus</h4>', 3)).toBe('<h3>Fees</h3><h4>Bus</h4>');
    expect(clean('<h2>Fees</h2><h5>Bus</h5>', 3)).toBe('<h3 data-h="2">Fees</h3><h4 data-h="5">Bus</h4>');
  });

  it('still drops data-* attributes the content carried (only its own marks are written)', () => {
    expect(clean('<h4 data-island="x" data-h="9">Odd</h4>')).toBe('<h2 data-h="4">Odd</h2>');
  });
});

describe('rich text media', () => {
  it('drops a <source> left with no address, keeping one with a safe address', () => {
    expect(clean('<video><source onerror="alert(1)"></video>')).toBe('<video></video>');
    expect(clean('<video><source src="javascript:alert(1)"><source src="/clip.mp4"></video>')).toBe(
      '<video><source src="/clip.mp4"></video>',
    );
  });
});
