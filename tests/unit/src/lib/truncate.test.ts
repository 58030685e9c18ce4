// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlToText as htmlToPlain } from '@src/lib/truncate';

describe('htmlToPlain', () => {
  it('keeps inline markup inline and blocks on their own lines', () => {
    expect(htmlToPlain('<p>Break things and fix <strong>them</strong>.</p><p>Thank you, <em>HVM</em>!</p>')).toBe(
      'Break things and fix them.\nThank you, HVM!',
    );
    expect(htmlToPlain('one<br>two<br/>three')).toBe('one\ntwo\nthree');
  });

  it('decodes named and numeric entities once, after the tags are gone', () => {
    expect(htmlToPlain('asking &ldquo;why?&rdquo; &ndash; &amp; more&hellip; &#8377;50 &#x1F600;')).toBe('asking “why?” – & more… ₹50 😀');
    expect(htmlToPlain('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
    expect(htmlToPlain('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToPlain('&unknown; &#0; &#xD800;')).toBe('&unknown; &#0; &#xD800;');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToPlain('<p>Hi</p><script>alert(1)</script><style>p{}</style><!-- note -->there')).toBe('Hi\nthere');
  });

  it('collapses whitespace and non-breaking spaces', () => {
    expect(htmlToPlain('  a&nbsp;&nbsp;b \t c\n\n\n d  ')).toBe('a b c\nd');
  });

  it('gives an empty string for non-strings', () => {
    for (const v of [null, undefined, 42, {}, '']) expect(htmlToPlain(v)).toBe('');
  });
});
