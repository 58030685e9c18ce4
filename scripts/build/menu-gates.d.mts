// Types for scripts/build/menu-gates.mjs.
export const START: string;
export const END: string;
export function menuGatesTable(config: unknown): string;
export function withTable(readme: string, table: string): string;
