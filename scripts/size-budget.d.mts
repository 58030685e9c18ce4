/** Checks the size budgets on the built site in `out`, from its build record (island manifest, catalog, pages); prints each figure. */
export function sizeBudgets(built: {
  out: string;
  bundle: { entry: { file: string }; named: Record<string, string>; modules: Record<string, { js?: string[] }> };
  catalog?: unknown[];
  pages?: unknown[];
}): { ok: boolean; problems: string[] };
