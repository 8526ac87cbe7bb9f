import { z } from 'zod';

export const ZFileInfo = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int().describe('字节数'),
  contentType: z.string(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;
