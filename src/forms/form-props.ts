// What a page or section hands a form (<FormView formId="contact" />), in a module of its own:
// the outer shell (form-view.tsx) and the engine that draws the form (form-engine.tsx, the
// one-page form, the wizard) both speak it, and neither has to import the other for it.
export interface FormViewProps {
  /** Key of site.config.json `forms`: 'feedback', 'contact', 'transfer-certificate', 'admission-inquiry', 'alumni', 'job-apply'. */
  formId: string;
  /** Called after the form was delivered (or, for kind 'none', after its summary was shown). */
  onSubmitted?: () => void;
  /** Heading level of the form's own headings (default 2); pass 3 inside a section that has an <h2>. */
  headingLevel?: 2 | 3;
  /** Extra values delivered with the form, not shown (e.g. { job: 'Science Teacher' } for job-apply). */
  extra?: Record<string, string>;
}
