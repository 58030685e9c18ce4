/** What an image shows when the back-end has none or its file is missing. */
export const PLACEHOLDER = '/placeholder.svg';
