/** Why `path` (as linked: /programs/%E0%A4%95) cannot be a page folder, or null when it can. */
export function pagePathProblem(path: string): string | null;
