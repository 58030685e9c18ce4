// The ui:widget names a form's JSON may use. Plain data (no React) so `npm run validate` can
// check every "ui:widget" in schemas/forms/*.ui.json against it. widget-registry.ts maps each
// name to its component (a test keeps the two lists equal).
const names = ['text', 'textarea', 'select', 'radio', 'checkbox', 'bs-date', 'photo', 'file', 'captcha', 'otp', 'documents'] as const;

export type WidgetName = (typeof names)[number];

/** Every registered ui:widget name. */
export const widgetNames: readonly string[] = names;
