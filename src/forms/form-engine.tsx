// The form engine chunk (RJSF, our theme, adapters). FormView loads it lazily; it then loads the
// form's own parts (schema, uiSchema, precompiled validators) and shows a wizard or a one-page
// form. Both steps are React.lazy, so prerendering waits for them and ships the form's HTML.
import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useT } from '../i18n/use-t';
import { useLang } from '../i18n/lang-provider';
import { buildDefinition, loadFormParts, type FormParts } from './definitions';
import { submitConfigFor } from './submit/deliver';
import { useSiteConfig } from '../site-config/config-context';
import type { FormViewProps } from './form-props';
import { SingleForm } from './single-form';
import { Wizard } from './wizard/wizard';
import { useErpChoices } from './erp/use-erp-choices';

function UnknownForm({ formId }: FormViewProps) {
  const t = useT();
  return (
    <p className="empty" data-form-unknown={formId}>
      {t('form.unknown')}
    </p>
  );
}

/** The form in the visitor's language. A language switch re-localizes the same mounted form, so
 *  what the visitor has typed stays. */
function LocalizedForm({ parts, ...props }: FormViewProps & { parts: FormParts }) {
  const lang = useLang();
  const config = useSiteConfig();
  const built = useMemo(
    () => buildDefinition(parts.id, parts.schema, parts.ui, parts.validators, submitConfigFor(config, parts.id), lang, parts.erp),
    [parts, config, lang],
  );
  const def = useErpChoices(built);
  return def.steps.length ? <Wizard def={def} {...props} /> : <SingleForm def={def} {...props} />;
}

const byId = new Map<string, LazyExoticComponent<ComponentType<FormViewProps>>>();

function formComponent(formId: string): LazyExoticComponent<ComponentType<FormViewProps>> {
  let c = byId.get(formId);
  if (!c) {
    c = lazy(async () => {
      const parts = await loadFormParts(formId);
      if (!parts) {
        if (import.meta.env?.DEV) console.warn(`[forms] no schemas/forms/${formId}.schema.json (or its validators): run npm run gen:types`);
        return { default: UnknownForm };
      }
      const Loaded = (props: FormViewProps) => <LocalizedForm parts={parts} {...props} />;
      return { default: Loaded };
    });
    byId.set(formId, c);
  }
  return c;
}

export default function FormEngine(props: FormViewProps) {
  const Form = formComponent(props.formId);
  // eslint-disable-next-line react-hooks/static-components -- formComponent makes a form's lazy component once and hands back that same one after
  return <Form {...props} />;
}
