import { z } from 'zod';

/** resultStat values on the wire: '000' success, '999' business reminder, else the HTTP-like error code. */
export const RESULT_STAT = {
  success: '000',
  reminder: '999',
} as const;

export const ERROR_CODES = {
  badRequest: { httpStatus: 400, resultStat: '400', message: '请求参数有误' },
  unauthorized: { httpStatus: 401, resultStat: '401', message: '请先登录' },
  forbidden: { httpStatus: 403, resultStat: '403', message: '您的账号没有权限' },
  notFound: { httpStatus: 404, resultStat: '404', message: '请求的资源不存在' },
  requestTimeout: { httpStatus: 408, resultStat: '408', message: '请求发送超时，请重试' },
  conflict: { httpStatus: 409, resultStat: '409', message: '该任务已被他人处理或状态已变化，请刷新后重试' },
  payloadTooLarge: { httpStatus: 413, resultStat: '413', message: '请求内容过大' },
  unsupportedMediaType: { httpStatus: 415, resultStat: '415', message: '不支持的请求内容类型' },
  unprocessable: { httpStatus: 422, resultStat: '422', message: '请求无法处理' },
  tooManyRequests: { httpStatus: 429, resultStat: '429', message: '操作过于频繁，请稍后再试' },
  headersTooLarge: { httpStatus: 431, resultStat: '431', message: '请求地址或请求头过长' },
  internal: { httpStatus: 500, resultStat: '500', message: '系统繁忙，请稍后再试' },
  unavailable: { httpStatus: 503, resultStat: '503', message: '服务暂不可用，请稍后再试' },
} as const;

export type TErrorCode = keyof typeof ERROR_CODES;

export const ZFieldError = z.object({
  path: z.string().describe('字段路径，如 current 或 records.0.id'),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    resultStat: z.literal(RESULT_STAT.success),
    resultMsg: z.string(),
    data,
  });

export const ZErrorEnvelope = z.object({
  resultStat: z.string().describe("'999' 业务提醒；'400' 等为错误"),
  resultMsg: z.string(),
  data: z.null(),
  errors: z.array(ZFieldError).optional(),
  retryAfter: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('429、503：建议多少秒后重试（与 Retry-After 头相同）'),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export type TSuccessEnvelope<T> = { resultStat: typeof RESULT_STAT.success; resultMsg: string; data: T };
export type TEnvelope<T> = TSuccessEnvelope<T> | TErrorEnvelope;

export const SUCCESS_MESSAGE = '操作成功';
/** Default text of the 提醒 dialog when a '999' carries no message (spec section 8). */
export const DEFAULT_REMINDER_MESSAGE = '请求异常！';
