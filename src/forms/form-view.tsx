// The one way pages and sections show a form: <FormView formId="contact" />. The form engine
// (RJSF, our theme, the form's schema and its precompiled validator) is a separate chunk that
// loads only when a page actually shows a form. formId is a key of site.config.json `forms`
// and the base name of schemas/forms/<formId>.schema.json + <formId>.ui.json.
//
// The form is in the prerendered page: a parent sees its first step and can type into it before
// any script has run. When the form's island wakes, what was typed is handed to the form engine
// (src/islands/typed-before-wake.ts), so nothing is lost. The prerenderer waits for every lazy
// part, so no unfinished Suspense boundary ships (React's #419), and inlines the engine's CSS in a
// page that shows a form (lazyPart). Without JavaScript the form cannot be sent, and a line above
// it says so, with the school's phone and email (form-needs-script.tsx).
import { Suspense } from 'react';
import { lazyPart } from '../island-kit/lazy-part';
import { useT } from '../i18n/use-t';
import { FormNeedsScript } from './form-needs-script';
import type { FormViewProps } from './form-props';

const FormEngine = lazyPart(() => import('./form-engine'));

function FormLoading({ tall }: { tall: boolean }) {
  const t = useT();
  return (
    // Holds roughly a form's height so the page does not jump when the form arrives (CLS).
    <p role="status" className="empty" data-form-loading="1" style={{ minHeight: tall ? '60vh' : '20rem' }}>
      {t('form.loading')}
    </p>
  );
}

export function FormView(props: FormViewProps) {
  // Long forms (the wizard, alumni) reserve more room than short ones (feedback, contact).
  const tall = props.formId === 'admission-inquiry' || props.formId === 'alumni';
  return (
    <>
      <FormNeedsScript />
      <Suspense fallback={<FormLoading tall={tall} />}>
        <FormEngine {...props} />
      </Suspense>
    </>
  );
}

export default FormView;
