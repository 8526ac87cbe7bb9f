import { z } from 'zod';
import { defineDownload } from './area.js';
import { idString } from '../common/fields.js';

/**
 * The scan attached to a certificate of a live company record, found through the certificate (never
 * a file id from the client). The supplier's own main account (企业信息), or staff who review one of
 * the supplier's change requests; anyone else: 404.
 */
export const downloadCertificateFile = defineDownload('/supplier-info/download-certificate-file', {
  summary:
    '下载企业信息中资质证书的扫描件（文件流，原始文件名）：本企业（需 SUP_COMPANY_INFO）或审核过/正在审核该供应商变更申请的审核人（需 SUPPLIER_REVIEW）',
  access: 'session',
  query: z.object({ certificateId: idString('证书编号') }),
});
