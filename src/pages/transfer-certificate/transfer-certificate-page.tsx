// /requests-inquiries/transfer-certificate: the transfer certificate request; a valid request
// opens the OTP dialog (the form's uiSchema asks for it).
import { FormView } from '../../forms/form-view';
import type { PageProps } from '../page-props';
import styles from '../../forms/form-page.module.css';

export default function TransferCertificatePage({ route }: PageProps) {
  return (
    <div className={`container section ${styles.page}`} data-page="transfer-certificate">
      <div className={styles.narrow}>
        <FormView formId={route.props?.form ?? 'transfer-certificate'} />
      </div>
    </div>
  );
}
