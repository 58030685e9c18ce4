// Types of demo/forms.mjs (the demo back-end's check of POST /api/forms/{name}), for tests.
export interface SubmissionProblem {
  /** The field, named as multipart names it: "personal.firstName", "attachments.documents[0].size". */
  Field: string;
  Message: string;
}
export function formSchemaFile(formsDir: string, name: string): string | null;
export function checkSubmission(file: string, data: unknown, mode?: 'typed' | 'text'): SubmissionProblem[];
export function textBodyData(
  file: string,
  parts: Array<{ name: string; filename?: string; type?: string; body: Buffer }>,
): Record<string, unknown> | null;
