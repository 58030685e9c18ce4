// The marker of a control that answers its first tap from plain script, before its island's code
// has arrived (src/islands/first-answers.ts): `data-answer` says how. Its component renders every
// state the tap can lead to into the page (a hidden part, each tab's panel, each photo), so the
// plain answer changes only attributes (hidden, aria-expanded, aria-selected, aria-pressed, a
// dialog's open) and the text React renders when it wakes is the text the page shows. When React
// wakes, the component starts from the state the page shows (use-take-over.ts).
//   disclosure  shows or hides what it controls (disclosure.ts): an accordion, a dropdown, 'see more'
//   dialog      opens the <dialog> it controls as a modal (dialog.ts): the phone menu
//   close       closes the dialog it is in
//   tab         selects its tab and shows its panel (tabs.ts)
//   photo-step  moves a photo widget by data-step (components/photo-widget/photo-answer.ts)
//   photo-view  opens the photo widget's viewer on the photo shown
//   carousel-step  moves a carousel's slides by data-step (components/carousel/carousel-answer.ts)
//   month-step  shows the home calendar's month beside, by data-step (sections/academic-calendar/month-answer.ts)
//   form-check  shows a wizard step's messages for its empty fields (forms/wizard/empty-answer.ts)
// An answer may decline (returns false: the month is not in the page, no field is empty): the tap
// then waits for React as any other does.
export type AnswerKind =
  'disclosure' | 'dialog' | 'close' | 'tab' | 'photo-step' | 'photo-view' | 'carousel-step' | 'month-step' | 'form-check';

/** The attribute to spread on a control: `<button {...answer('tab')}>`. */
export const answer = (kind: AnswerKind): { 'data-answer': AnswerKind } => ({ 'data-answer': kind });

/** On a piece of a disclosure: shown only in that state (disclosure.ts). */
export type ShownWhen = 'expanded' | 'collapsed';
