// Where the forms panel shows each form problem: on the row of the field it is about, above the
// list of the step it is about (a ui:order entry that names no field has no row), or in the
// summary at the top (another step, or no place named). The problems are the CLI's text
// (src/config-check/form-problems.ts), so the place is read back from that text.

/** The field path a problem names, e.g. ['parents', 'fatherName'], or ['parents', 'ui:order']; null when none. */
export function formProblemPath(text: string): string[] | null {
  // A uiSchema problem names its place after the file: "✗ schemas/forms/x.ui.json parents.fatherName: …"
  // (npm run validate adds " (line 12, column 5)" before the colon).
  const ui = /^✗ schemas\/forms\/[^\s]+\.ui\.json (\S+)(?: \(line \d+, column \d+\))?: /.exec(text);
  if (ui) return ui[1].split('.');
  // A schema that does not compile: Ajv names schema locations as "data/properties/a/…" or "#/properties/a/…".
  const at = /(?:\bdata|#)((?:\/[^\s,"/]+)+)/.exec(text);
  if (!at) return null;
  const segs = at[1].split('/').slice(1);
  const out: string[] = [];
  for (let i = 0; i < segs.length - 1; i++) {
    if (segs[i] !== 'properties') break;
    out.push(segs[i + 1]);
    i++;
  }
  return out.length ? out : null;
}

export interface FormProblemPlaces {
  /** Problems shown on a field's row, by field key. */
  fields: Record<string, string[]>;
  /** Problems of the shown step itself (its ui:order). */
  list: string[];
  /** The others: the summary at the top. */
  summary: string[];
}

/** Files each problem under a field of `container` (the shown step, [] for a plain form), its list, or the summary. */
export function placeFormProblems(problems: readonly string[], container: readonly string[], keys: readonly string[]): FormProblemPlaces {
  const out: FormProblemPlaces = { fields: {}, list: [], summary: [] };
  const inContainer = (p: string[]) => container.every((seg, i) => p[i] === seg);
  for (const text of problems) {
    const path = formProblemPath(text);
    const rest = path && inContainer(path) ? path.slice(container.length) : null;
    if (rest?.length === 1 && rest[0] === 'ui:order') out.list.push(text);
    else if (rest?.length && keys.includes(rest[0])) (out.fields[rest[0]] ??= []).push(text);
    else out.summary.push(text);
  }
  return out;
}
