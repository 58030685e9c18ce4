// Development builds show placeholders and warnings that production hides.
export const isDev = Boolean((import.meta as { env?: { DEV?: boolean } }).env?.DEV);
