// The plain answers to a wizard's Next on empty fields (src/forms/wizard/empty-answer.ts, and the
// form's taking over from it: empty-take-over.ts) and to the home calendar's month buttons
// (src/sections/academic-calendar/month-answer.ts), run as the first answers run them (a tap on
// the page). In a real browser, with React taking over: tests/e2e/first-answers.spec.mjs.
import { afterEach, describe, expect, it } from 'vitest';
import { answerTap, startFirstAnswers } from '@src/islands/first-answers';
import { takeOverEmpty } from '@src/forms/wizard/empty-take-over';
import { stepMonth } from '@src/sections/academic-calendar/month-answer';
import { wrapMonth } from '@src/calendar/month-grid';
import { pageRoot } from '@test/page-root';

let root: HTMLElement | undefined;
let submits = 0;
const page = (html: string) => {
  root = pageRoot(html);
  submits = 0;
  root.querySelector('form')?.addEventListener('submit', (e) => {
    submits++;
    e.preventDefault();
  });
  startFirstAnswers(root);
  return root;
};
const $ = <T extends HTMLElement = HTMLElement>(css: string) => root!.querySelector<T>(css)!;
const input = (css: string) => $<HTMLInputElement>(css);
const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  root?.remove();
  root = undefined;
});

/** A wizard's first step as ThemedForm renders it with answerEmpty: messages hidden beside each field. */
const STEP = `<form>
  <p hidden data-errors-found="" role="alert">Please correct the marked fields.</p>
  <input id="f-first" aria-describedby="f-first__help"><p id="f-first__help">As on the birth certificate</p>
  <div id="f-first__error" hidden data-empty-message="f-first"><p>First name is required</p></div>
  <input id="f-last">
  <div id="f-last__error" hidden data-empty-message="f-last"><p>Last name is required</p></div>
  <fieldset id="f-gender"><legend>Gender</legend>
    <input type="radio" name="g" id="f-gender-0"><input type="radio" name="g" id="f-gender-1">
  </fieldset>
  <div id="f-gender__error" hidden data-empty-message="f-gender"><p>Gender is required</p></div>
  <input id="f-email">
  <button type="submit" data-answer="form-check">Next</button>
</form>`;

const shownMessages = () =>
  [...root!.querySelectorAll<HTMLElement>('[data-empty-message]')].filter((m) => !m.hidden).map((m) => m.textContent);

describe("a wizard's Next on empty fields, before the form wakes", () => {
  it('shows the messages of the empty fields only, marks them invalid, shows the alert, focuses the first; nothing is submitted', () => {
    page(STEP);
    input('#f-first').value = 'Asha';
    tap($('button'));
    expect(shownMessages()).toEqual(['Last name is required', 'Gender is required']);
    expect($('[data-errors-found]').hidden).toBe(false);
    expect(document.activeElement).toBe($('#f-last'));
    expect($('#f-last').getAttribute('aria-invalid')).toBe('true');
    expect($('#f-last').getAttribute('aria-describedby')).toBe('f-last__error');
    expect($('#f-first').hasAttribute('aria-invalid')).toBe(false);
    expect($('#f-first').getAttribute('aria-describedby')).toBe('f-first__help');
    expect(submits).toBe(0);
  });

  it("a group's choices are marked invalid and its fieldset described (not marked); a choice made fills it", () => {
    page(STEP);
    input('#f-first').value = 'Asha';
    input('#f-last').value = 'Thapa';
    tap($('button'));
    expect(shownMessages()).toEqual(['Gender is required']);
    expect(document.activeElement).toBe($('#f-gender-0'));
    for (const id of ['f-gender-0', 'f-gender-1']) expect($(`#${id}`).getAttribute('aria-invalid')).toBe('true');
    expect($('#f-gender').hasAttribute('aria-invalid')).toBe(false);
    expect($('#f-gender').getAttribute('aria-describedby')).toBe('f-gender__error');
    // Last name emptied again, a gender chosen: the next tap shows the one, takes back the other.
    input('#f-last').value = '  ';
    input('#f-gender-1').checked = true;
    tap($('button'));
    expect(shownMessages()).toEqual(['Last name is required']);
    expect($('#f-gender-0').hasAttribute('aria-invalid')).toBe(false);
    expect($('#f-gender').hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe($('#f-last'));
    expect(submits).toBe(0);
  });

  it('declines when no field with messages is empty: whether the form is valid is for the form to say', () => {
    page(STEP);
    input('#f-first').value = 'Asha';
    input('#f-last').value = 'Thapa';
    input('#f-gender-0').checked = true;
    expect(answerTap($('button'))).toBe(false);
    expect(shownMessages()).toEqual([]);
    expect($('[data-errors-found]').hidden).toBe(true);
  });

  it('answers nothing for messages inside the back-end’s rich text', () => {
    page(`<form><div data-sanitized=""><div data-empty-message="f-x" id="m"><p>Pwned</p></div></div>
      <input id="f-x"><button type="submit" data-answer="form-check">Next</button></form>`);
    expect(answerTap($('button'))).toBe(false);
    expect($('#f-x').hasAttribute('aria-invalid')).toBe(false);
  });

  it('awake, the form is put back as React drew it: every message shown, nothing marked, the other descriptions kept', () => {
    page(STEP);
    tap($('button'));
    takeOverEmpty(root!);
    expect(shownMessages()).toHaveLength(3);
    expect(root!.querySelectorAll('[aria-invalid]')).toHaveLength(0);
    expect($('#f-first').getAttribute('aria-describedby')).toBe('f-first__help');
    expect($('#f-last').hasAttribute('aria-describedby')).toBe(false);
    expect($('#f-gender').hasAttribute('aria-describedby')).toBe(false);
  });
});

/** The home calendar section as it renders: the month it opens on and those either side. */
const calendar = (months: number[], shown: number) => `<section data-month-root="">
  <button data-answer="month-step" data-step="-1" id="prev">‹</button>
  <span data-testid="shown-month">${shown}-name</span>
  <button data-answer="month-step" data-step="1" id="next">›</button>
  ${months.map((m) => `<div data-month-panel="${m}" data-month-name="${m}-name"${m === shown ? '' : ' hidden'}>${m}</div>`).join('')}
</section>`;
const shownPanels = () => [...root!.querySelectorAll<HTMLElement>('[data-month-panel]')].filter((p) => !p.hidden).map((p) => p.textContent);
const title = () => $('[data-testid="shown-month"]').textContent;

describe("the home calendar's month buttons, before the section wakes", () => {
  it("next shows the next month and its name; previous goes back; across the year's end", () => {
    page(calendar([12, 1, 2], 1));
    tap($('#next'));
    expect(shownPanels()).toEqual(['2']);
    expect(title()).toBe('2-name');
    tap($('#prev'));
    tap($('#prev'));
    expect(shownPanels()).toEqual(['12']);
    expect(title()).toBe('12-name');
  });

  it('declines a month not in the page (a second step the same way): the tap waits for React, nothing changed', () => {
    page(calendar([7, 8, 9], 9));
    expect(answerTap($('#next'))).toBe(false);
    expect(shownPanels()).toEqual(['9']);
    expect(title()).toBe('9-name');
  });

  it('steps months as the calendar does (wrapMonth), both ways, beyond a year', () => {
    for (let m = 1; m <= 12; m++) for (let step = -13; step <= 13; step++) expect(stepMonth(m, step)).toBe(wrapMonth(m, step));
  });
});
