// Types for lang-choice.js (plain JavaScript, read as it is by the build's scripts).
export const LANG_STORAGE_KEY: string;
export function langChoiceHash(lang: 'en' | 'ne'): string;
export const LANG_SCRIPT: string;
