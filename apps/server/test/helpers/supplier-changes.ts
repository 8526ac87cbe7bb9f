import { uploadFile, type TSupplierRecord } from '@supportal/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from './multipart.js';

/** The payload proposing a record unchanged: rows keep their ids, bank numbers are left out. */
export const unchangedProposalOf = (record: TSupplierRecord) => ({
  base: { ...record.base },
  contacts: record.contacts.map((row) => ({ ...row })),
  bankAccounts: record.bankAccounts.map(({ accountNumberMasked: _masked, ...row }) => row),
  certificates: record.certificates.map(({ certTypeName: _name, file, ...row }) => ({
    ...row,
    fileId: file?.fileId ?? '',
  })),
  categories: record.categories.map((category) => category.code),
});

/** Uploads a certificate scan (a PDF) with the session's Authorization value, which must succeed: its file id. */
export const uploadCertificateScan = async (
  app: FastifyInstance,
  authorization: string,
  fileName: string,
  bytes: Buffer,
) => {
  const { payload, contentType } = multipartBody(fileName, bytes, { contentType: 'application/pdf' });
  const response = await app.inject({
    method: 'POST',
    url: `${uploadFile.path}?purpose=certificate`,
    headers: { 'content-type': contentType, authorization },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: string }).id;
};
