export function linkUnchanged(liveSite: string | null | undefined, site: string): number;
