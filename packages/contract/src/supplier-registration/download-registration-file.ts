import { z } from 'zod';
import { defineDownload } from './area.js';
import { idString } from '../common/fields.js';

/** A scan of an application, for the staff taking part in its review; anyone else 404 or 403. */
export const downloadRegistrationFile = defineDownload('/supplier-registration/download-file', {
  summary: '下载注册申请中资质证书的扫描件（文件流）：仅该申请审核流程的参与人',
  access: 'session',
  query: z.object({ registrationId: idString('注册申请编号'), fileId: idString('文件编号') }),
});
