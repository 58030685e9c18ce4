// Types for scripts/build/html-check.mjs.
export interface HtmlProblem {
  /** The file's path in the site folder ('ne/later.html'), or what the checker named. */
  page: string;
  line: number;
  column: number;
  message: string;
}
/** The path of the Nu HTML Checker's jar in the vnu-jar package. */
export function vnuJar(): string;
/** Every .html file of the site in `dir`, its archive (_b/) left out; sorted. */
export function pagesToCheck(dir: string): string[];
/** The errors (and files it could not check) in vnu's JSON report, each named by its page in `site`. */
export function vnuProblems(report: string, site: string): HtmlProblem[];
/** One problem as a line of the report: page:line:column: message. */
export function problemLine(p: HtmlProblem): string;
