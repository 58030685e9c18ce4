// A form as visitors meet it, from the schema being edited: the forms engine's own one-page form
// or wizard, with the precompiled validators while the form is the one the build shipped, else
// validators built at run time. Building them needs eval: where the page's security policy
// forbids it (a deployed studio), a changed form says so instead. A schema that does not compile
// shows the problem instead (the checks list it too).
import { Component, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { buildDefinition, loadFormParts, type FormParts } from '../../forms/definitions';
import { SingleForm } from '../../forms/single-form';
import { Wizard } from '../../forms/wizard/wizard';
import type { FormDoc } from '../edits/form-doc';
import { runtimeValidators } from '../runtime-validators';
import { useLang } from '../../i18n/lang-provider';
import { useT } from '../../i18n/use-t';
import { jsonEqual } from '../format-json';
import styles from './studio-ui.module.css';

class Boundary extends Component<{ children: ReactNode; resetKey: unknown }, { error: Error | null; key: unknown }> {
  state = { error: null as Error | null, key: undefined as unknown };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }
  render() {
    return this.state.error ? <pre className={styles.problems}>{this.state.error.message}</pre> : this.props.children;
  }
}

export function FormPreview({ name, form }: { name: string; form: FormDoc }) {
  const lang = useLang();
  const t = useT();
  // The form as the build shipped it (null: none of that name; undefined: still loading).
  const [shipped, setShipped] = useState<FormParts | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadFormParts(name).then((parts) => current && setShipped(parts));
    return () => {
      current = false;
    };
  }, [name]);
  const built = useMemo(() => {
    if (shipped === undefined) return { def: null, error: null };
    try {
      // Validators for the schema in the preview's language (RJSF looks them up by the schema's hash).
      const validators =
        shipped && jsonEqual(shipped.schema, form.schema) && jsonEqual(shipped.ui, form.ui)
          ? shipped.validators
          : runtimeValidators(form.schema, form.ui, lang);
      // A try in the studio sends nothing anywhere (submit 'none': the summary shows what would go).
      const def = buildDefinition(name, form.schema, form.ui as UiSchema, validators, { kind: 'none' }, lang);
      // The studio's preview never offers or keeps a visitor's draft.
      return { def: { ...def, draft: false }, error: null };
    } catch (e) {
      return { def: null, error: e instanceof EvalError ? t('studio.previewNoEval') : (e as Error).message };
    }
  }, [name, form, lang, shipped, t]);
  if (!built.def) return built.error === null ? null : <pre className={styles.problems}>{built.error}</pre>;
  const def = built.def;
  return (
    <Boundary resetKey={form}>
      <div data-form-preview={name}>
        {def.steps.length ? <Wizard def={def} formId={name} headingLevel={3} /> : <SingleForm def={def} formId={name} headingLevel={3} />}
      </div>
    </Boundary>
  );
}
