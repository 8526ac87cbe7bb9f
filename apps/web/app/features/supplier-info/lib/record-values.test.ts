import type { TSupplierRecord } from '@supportal/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { daysUntil, toRecordFields, toRecordFormValues, touchesBankAccounts } from './record-values';

const RECORD: TSupplierRecord = {
  supplierCode: 'SUP1',
  version: 1,
  base: {
    supplierName: '甲公司',
    uscc: '91110108MA01C8RX5Y',
    legalRepresentative: '张三',
    registeredCapital: 100,
    address: '北京',
    businessScope: '施工',
  },
  contacts: [{ id: '1', name: '张三', position: null, mobile: '13900139000', email: null }],
  bankAccounts: [
    {
      id: '7',
      accountName: '甲公司',
      bankName: '工行',
      branchName: '海淀支行',
      accountNumberMasked: '****0521',
    },
  ],
  certificates: [
    {
      id: '3',
      certType: 'ISO9001',
      certTypeName: 'ISO 9001',
      certNumber: 'Q1',
      issuer: 'CQC',
      validFrom: '2026-01-01',
      validTo: '2027-01-01',
      file: null,
    },
  ],
  categories: [{ code: 'TOWER', label: '通信铁塔' }],
};

describe('record form values', () => {
  it('round-trips a record into the fields the server takes, bank numbers left out', () => {
    const fields = toRecordFields(toRecordFormValues(RECORD));
    expect(fields.bankAccounts).toEqual([
      { id: '7', accountName: '甲公司', bankName: '工行', branchName: '海淀支行' },
    ]);
    expect(fields.certificates[0]).toMatchObject({ id: '3', validFrom: '2026-01-01', validTo: '2027-01-01' });
    expect(fields.categories).toEqual(['TOWER']);
  });

  it('asks for the second factor only when a bank account changes', () => {
    const values = toRecordFormValues(RECORD);
    const [account] = values.bankAccounts;
    if (!account) throw new Error('the record has a bank account');
    expect(touchesBankAccounts(RECORD, values.bankAccounts)).toBe(false);
    expect(touchesBankAccounts(RECORD, [{ ...account, accountNumber: '6222000011112222' }])).toBe(true);
    expect(touchesBankAccounts(RECORD, [{ ...account, branchName: '朝阳支行' }])).toBe(true);
    expect(touchesBankAccounts(RECORD, [])).toBe(true);
  });

  it('counts days until expiry', () => {
    expect(daysUntil('2026-07-10', dayjs('2026-07-01T10:00:00'))).toBe(9);
    expect(daysUntil('2026-06-30', dayjs('2026-07-01T10:00:00'))).toBe(-1);
  });
});
