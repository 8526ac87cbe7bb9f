import type { TSupplierRecord } from '@supportal/contract';
import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { FieldList } from '../../../components/list-page/field-list';
import type { ComponentType, ReactNode } from 'react';
import { certificateFileUrl } from '../api/download-certificate-file';
import { daysUntil } from '../lib/record-values';
import { supplierInfoMessages as messages } from '../messages';
import styles from './supplier-info.module.css';

const { fields } = messages;
/** Certificates this close to expiry are marked (the reminders start 30 days ahead). */
const EXPIRY_WARNING_DAYS = 30;
const orNone = (value: string | null) => value || messages.none;

export function BaseInfoView({ base }: { base: TSupplierRecord['base'] }) {
  return (
    <FieldList
      fields={[
        { key: 'supplierName', label: fields.supplierName, value: base.supplierName },
        { key: 'uscc', label: fields.uscc, value: orNone(base.uscc) },
        { key: 'legal', label: fields.legalRepresentative, value: orNone(base.legalRepresentative) },
        {
          key: 'capital',
          label: fields.registeredCapital,
          value: base.registeredCapital > 0 ? base.registeredCapital.toFixed(2) : messages.none,
        },
        { key: 'address', label: fields.address, wide: true, value: orNone(base.address) },
        { key: 'scope', label: fields.businessScope, wide: true, value: orNone(base.businessScope) },
      ]}
    />
  );
}

/** One section's rows as a small bordered table, as wide as its columns need (it scrolls on phones). */
function RecordTable<TRow extends { id: string | number }>({
  rows,
  width,
  columns,
}: {
  rows: readonly TRow[];
  width: number;
  columns: TableColumnsType<TRow>;
}) {
  return (
    <Table<TRow>
      size="small"
      bordered
      pagination={false}
      rowKey="id"
      dataSource={rows}
      scroll={{ x: width }}
      locale={{ emptyText: messages.noRecord }}
      columns={columns}
    />
  );
}

export function ContactsTable({ contacts }: { contacts: TSupplierRecord['contacts'] }) {
  return (
    <RecordTable
      rows={contacts}
      width={600}
      columns={[
        { key: 'name', dataIndex: 'name', title: fields.name },
        { key: 'position', title: fields.position, render: (_, row) => orNone(row.position) },
        { key: 'mobile', dataIndex: 'mobile', title: fields.mobile },
        { key: 'email', title: fields.email, render: (_, row) => orNone(row.email) },
      ]}
    />
  );
}

export function BankAccountsTable({ accounts }: { accounts: TSupplierRecord['bankAccounts'] }) {
  return (
    <RecordTable
      rows={accounts}
      width={640}
      columns={[
        { key: 'accountName', dataIndex: 'accountName', title: fields.accountName },
        { key: 'bankName', dataIndex: 'bankName', title: fields.bankName },
        { key: 'branchName', dataIndex: 'branchName', title: fields.branchName },
        {
          key: 'accountNumber',
          dataIndex: 'accountNumberMasked',
          title: <span title={messages.bankNumberMasked}>{fields.accountNumber}</span>,
        },
      ]}
    />
  );
}

/** 剩余有效期: days left, amber within 30 days, red once expired. */
export function ExpiryText({ validTo }: { validTo: string }) {
  const days = daysUntil(validTo);
  if (days < 0) return <span className={styles.expired}>{messages.expired}</span>;
  if (days <= EXPIRY_WARNING_DAYS) return <span className={styles.expiring}>{messages.expiresIn(days)}</span>;
  return <span>{messages.validDays(days)}</span>;
}

/** A download link for one file (the files feature's, handed in by the page). */
export type TFileLink = ComponentType<{ url: string; fileName: string; children?: ReactNode }>;

type TCertificateRow = TSupplierRecord['certificates'][number];

export function CertificatesTable({
  certificates,
  showExpiry = true,
  FileLink,
  fileUrlOf = (row) => certificateFileUrl(row.id),
}: {
  certificates: TSupplierRecord['certificates'];
  /** Off for old versions: the countdown is about today's record. */
  showExpiry?: boolean;
  /** Given for the live record: each scan downloads through its certificate. */
  FileLink?: TFileLink | undefined;
  /** Where a row's scan downloads; the live record's certificate call unless given (a registration's). */
  fileUrlOf?: (row: TCertificateRow) => string;
}) {
  return (
    <RecordTable
      rows={certificates}
      width={900}
      columns={[
        { key: 'certType', dataIndex: 'certTypeName', title: fields.certType },
        { key: 'certNumber', dataIndex: 'certNumber', title: fields.certNumber },
        { key: 'issuer', dataIndex: 'issuer', title: fields.issuer },
        {
          key: 'validity',
          title: `${fields.validFrom} ~ ${fields.validTo}`,
          render: (_, row) => `${row.validFrom} ~ ${row.validTo}`,
        },
        ...(showExpiry
          ? [
              {
                key: 'expiry',
                title: fields.expiry,
                render: (_: unknown, row: TCertificateRow) => <ExpiryText validTo={row.validTo} />,
              },
            ]
          : []),
        {
          key: 'file',
          title: fields.file,
          render: (_, row) =>
            !row.file ? (
              messages.noFile
            ) : FileLink ? (
              <FileLink url={fileUrlOf(row)} fileName={row.file.fileName}>
                {row.file.fileName}
              </FileLink>
            ) : (
              row.file.fileName
            ),
        },
      ]}
    />
  );
}

export function CategoriesView({ categories }: { categories: TSupplierRecord['categories'] }) {
  if (categories.length === 0) return <Empty description={messages.noRecord} />;
  return (
    <div>
      {categories.map((category) => (
        <Tag key={category.code} color="blue">
          {category.label}
        </Tag>
      ))}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * A whole record, every section one after another (a past version, a proposed record). A registration
 * has no bank accounts yet (`withoutBankAccounts`) and its scans download through it (`files`).
 */
export function RecordSections({
  record,
  showExpiry,
  withoutBankAccounts = false,
  files,
}: {
  record: TSupplierRecord;
  showExpiry?: boolean;
  withoutBankAccounts?: boolean;
  files?: { FileLink: TFileLink; urlOf: (row: TCertificateRow) => string } | undefined;
}) {
  return (
    <>
      <Section title={messages.sections.base}>
        <BaseInfoView base={record.base} />
      </Section>
      <Section title={messages.sections.contacts}>
        <ContactsTable contacts={record.contacts} />
      </Section>
      {withoutBankAccounts ? null : (
        <Section title={messages.sections.bankAccounts}>
          <BankAccountsTable accounts={record.bankAccounts} />
        </Section>
      )}
      <Section title={messages.sections.certificates}>
        <CertificatesTable
          certificates={record.certificates}
          showExpiry={showExpiry ?? false}
          FileLink={files?.FileLink}
          {...(files ? { fileUrlOf: files.urlOf } : {})}
        />
      </Section>
      <Section title={messages.sections.categories}>
        <CategoriesView categories={record.categories} />
      </Section>
    </>
  );
}
