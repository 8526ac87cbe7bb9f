import type { TRegistrationFields } from '@supportal/contract';
import { Alert } from 'antd';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { UploadField } from '../../components/upload-field/upload-field';
import { RecordBaseSection } from '../../features/supplier-info/components/record-base-section';
import { RecordCategoriesSection } from '../../features/supplier-info/components/record-categories-section';
import {
  RecordCertificatesSection,
  type TCertificateUploadProps,
} from '../../features/supplier-info/components/record-certificates-section';
import { toRecordFields, type TRecordFormValues } from '../../features/supplier-info/lib/record-values';
import { registrationUploadUrl } from '../../features/supplier-registration/api/upload-registration-file';
import { RegistrationContactSection } from '../../features/supplier-registration/components/registration-contact-section';
import { registrationMessages as messages } from '../../features/supplier-registration/messages';
import styles from './register.module.css';

/** The registration form's values: 企业信息's sections (as its edit form holds them) and the contact. */
export type TRegistrationFormValues = Pick<TRecordFormValues, 'base' | 'certificates' | 'categories'> & {
  contact: { name: string; position?: string; mobile: string; email?: string };
};

/** What the registration and correction calls take of the form. */
export const toRegistrationFields = (values: TRegistrationFormValues): TRegistrationFields => {
  const record = toRecordFields({ ...values, contacts: [], bankAccounts: [] });
  return {
    base: record.base,
    categories: record.categories,
    certificates: record.certificates.map(({ id: _id, ...row }) => row),
    contact: values.contact,
  } as TRegistrationFields;
};

/** One scan through the registration's anonymous upload call, bound to `token`. */
const useRegistrationUpload = (token: string): ComponentType<TCertificateUploadProps> =>
  useMemo(
    () =>
      function RegistrationUpload(props: TCertificateUploadProps) {
        return (
          <UploadField
            purpose="certificate"
            maxCount={1}
            uploadUrl={registrationUploadUrl(token)}
            {...props}
          />
        );
      },
    [token],
  );

/**
 * The application's sections, shared by 供应商注册 and 退回修改: 企业信息's base, categories and
 * certificates (the same fields and upload rules as the supplier's own record) and the contact.
 */
export function RegistrationSections({
  uploadToken,
  mobileFixed = false,
  contactExtra,
}: {
  /** The registration session's token, or the correction link's. */
  uploadToken: string;
  mobileFixed?: boolean;
  contactExtra?: ReactNode;
}) {
  const CertificateUpload = useRegistrationUpload(uploadToken);
  return (
    <div className={styles.sections}>
      <RecordBaseSection />
      <RecordCategoriesSection />
      <Alert type="info" showIcon title={messages.licenceHint} className={styles.hint} />
      <RecordCertificatesSection CertificateUpload={CertificateUpload} />
      <RegistrationContactSection mobileFixed={mobileFixed} className={styles.card}>
        {contactExtra}
      </RegistrationContactSection>
    </div>
  );
}
