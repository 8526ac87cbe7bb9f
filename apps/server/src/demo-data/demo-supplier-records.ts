import { CERTIFICATE_TYPES, labelOf } from '@supportal/contract';
import type { TNewFile } from '../modules/files/index.js';
import { findSupplier, writeFirstRecord, type TSupplierSnapshot } from '../modules/suppliers/index.js';
import type { TDatabase } from '../db/database.js';
import { addDays, DAY_MS } from './china-dates.js';
import { buildPdf, CONTENT_TYPES } from './file-formats.js';

const dateOf = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The company records of the demo supplier accounts' companies (version 1 each). */
const demoRecords = (
  now: Date,
): Record<
  string,
  Omit<TSupplierSnapshot, 'base'> & { base: Omit<TSupplierSnapshot['base'], 'supplierName'> }
> => ({
  SUP100001: {
    base: {
      uscc: '91320106MA1N2K3L72',
      legalRepresentative: '王立新',
      registeredCapital: 5000,
      address: '江苏省南京市鼓楼区汉中路 88 号华信大厦 12 层',
      businessScope:
        '通信设备、光纤光缆、电源设备的研发、生产与销售；通信工程施工；技术服务与技术咨询。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
    },
    contacts: [
      {
        id: null,
        name: '王立新',
        position: '总经理',
        mobile: '13800138000',
        email: 'demo_supplier@example.com',
      },
      { id: null, name: '孙悦', position: '商务经理', mobile: '13800138001', email: 'sunyue@example.com' },
    ],
    bankAccounts: [
      {
        id: null,
        accountName: '华信通信设备有限公司',
        bankName: '中国工商银行',
        branchName: '南京鼓楼支行',
        accountNumber: '6222024301001234567',
      },
    ],
    certificates: [
      {
        id: null,
        certType: 'BUSINESS_LICENSE',
        certNumber: '91320106MA1N2K3L72',
        issuer: '南京市鼓楼区市场监督管理局',
        validFrom: '2016-05-20',
        validTo: '2046-05-19',
        fileId: null,
        fileName: null,
      },
      {
        id: null,
        certType: 'SAFETY_PRODUCTION',
        certNumber: '(苏)JZ安许证字[2023]010578',
        issuer: '江苏省住房和城乡建设厅',
        validFrom: dateOf(new Date(now.getTime() - 1_000 * DAY_MS)),
        validTo: dateOf(addDays(now, 25)),
        fileId: null,
        fileName: null,
      },
      {
        id: null,
        certType: 'ISO9001',
        certNumber: '00124Q31588R2M',
        issuer: '中国质量认证中心',
        validFrom: dateOf(new Date(now.getTime() - 400 * DAY_MS)),
        validTo: dateOf(addDays(now, 695)),
        fileId: null,
        fileName: null,
      },
    ],
    categories: ['FIBER_CABLE', 'POWER', 'CONSTRUCTION'],
  },
  SUP100002: {
    base: {
      uscc: '91110108MA01C8RX5Y',
      legalRepresentative: '李晓梅',
      registeredCapital: 12000,
      address: '北京市海淀区中关村南大街 6 号中鼎大厦 8 层',
      businessScope: '通信铁塔及钢结构的设计、制造、安装；建筑工程施工；工程监理。',
    },
    contacts: [{ id: null, name: '李晓梅', position: '董事长', mobile: '13900139000', email: null }],
    bankAccounts: [
      {
        id: null,
        accountName: '中鼎铁塔建设有限公司',
        bankName: '中国建设银行',
        branchName: '北京中关村支行',
        accountNumber: '11050162360000000521',
      },
    ],
    certificates: [
      {
        id: null,
        certType: 'CONSTRUCTION_QUALIFICATION',
        certNumber: 'D211003567',
        issuer: '北京市住房和城乡建设委员会',
        validFrom: '2022-03-01',
        validTo: '2027-02-28',
        fileId: null,
        fileName: null,
      },
    ],
    categories: ['TOWER', 'SUPERVISION'],
  },
  SUP100003: {
    base: {
      uscc: '91440101MA5CK7QW2L',
      legalRepresentative: '赵海峰',
      registeredCapital: 3000,
      address: '广东省广州市天河区天河北路 233 号恒远中心 20 层',
      businessScope: '电力工程施工；通信电源、储能设备的安装与维护；机电设备销售。',
    },
    contacts: [
      { id: null, name: '赵海峰', position: '总经理', mobile: '13600136000', email: 'zhaohf@example.com' },
    ],
    bankAccounts: [
      {
        id: null,
        accountName: '恒远电力工程有限公司',
        bankName: '招商银行',
        branchName: '广州天河支行',
        accountNumber: '120906543210888',
      },
    ],
    certificates: [],
    categories: ['POWER', 'MAINTENANCE'],
  },
});

type TCertificate = TSupplierSnapshot['certificates'][number];

/** A one-page PDF standing in for the scan of a certificate, as a supplier would attach it. */
const certificateScan = (supplierName: string, certificate: TCertificate, now: Date): TNewFile => {
  const typeName = labelOf(CERTIFICATE_TYPES, certificate.certType);
  return {
    fileName: `${typeName}扫描件.pdf`,
    contentType: CONTENT_TYPES.pdf,
    bytes: buildPdf({
      title: `${typeName}（扫描件）`,
      paragraphs: [
        `持证单位：${supplierName}`,
        `证书编号：${certificate.certNumber}`,
        `发证机关：${certificate.issuer}`,
        `有效期：${certificate.validFrom} 至 ${certificate.validTo}`,
        '本文件为演示数据生成的扫描件样张，不具有法律效力。',
      ],
      createdAt: now,
    }),
  };
};

/**
 * Writes version 1 of the demo companies' records, every certificate with a scan (stored through
 * `storeScan`); suppliers that already have a record are left alone.
 */
export const seedDemoSupplierRecords = async (
  db: TDatabase,
  now: Date,
  storeScan: (file: TNewFile) => Promise<number>,
): Promise<number> => {
  let written = 0;
  for (const [supplierCode, record] of Object.entries(demoRecords(now))) {
    const supplier = await findSupplier(db, supplierCode);
    if (!supplier || supplier.version > 0) continue;
    const certificates: TCertificate[] = [];
    for (const certificate of record.certificates) {
      const scan = certificateScan(supplier.name, certificate, now);
      certificates.push({ ...certificate, fileId: String(await storeScan(scan)), fileName: scan.fileName });
    }
    await db.transaction((tx) =>
      writeFirstRecord(
        tx,
        supplierCode,
        { ...record, base: { supplierName: supplier.name, ...record.base }, certificates },
        null,
      ),
    );
    written += 1;
  }
  return written;
};
