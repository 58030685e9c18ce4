// /alumni-form: alumni registration (personal, education and employment groups).
import { FormView } from '../../forms/form-view';
import type { PageProps } from '../page-props';
import styles from '../../forms/form-page.module.css';

export default function AlumniFormPage({ route }: PageProps) {
  return (
    <div className={`container section ${styles.page}`} data-page="alumni-form">
      <FormView formId={route.props?.form ?? 'alumni'} />
    </div>
  );
}
