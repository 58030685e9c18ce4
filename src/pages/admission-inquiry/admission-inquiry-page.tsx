// /requests-inquiries/admission-inquiry: the six-step admission inquiry (the form named by the
// route's props.form, default 'admission-inquiry').
import { FormView } from '../../forms/form-view';
import type { PageProps } from '../page-props';
import styles from '../../forms/form-page.module.css';

export default function AdmissionInquiryPage({ route }: PageProps) {
  return (
    <div className={`container section ${styles.page}`} data-page="admission-inquiry">
      <FormView formId={route.props?.form ?? 'admission-inquiry'} />
    </div>
  );
}
