import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { formFieldErrorsOf } from './field-errors';

const rejected = (errors: { path: string; message: string }[]) =>
  new AppError('result', '请求参数有误', {
    resultStat: '400',
    envelope: { resultStat: '400', resultMsg: '请求参数有误', data: null, errors },
  });

describe('form field errors from the envelope', () => {
  it('puts each message on its field, list rows by index, several messages of one field together', () => {
    expect(
      formFieldErrorsOf(
        rejected([
          { path: 'matterDescription', message: '事项描述不能为空' },
          { path: 'items.1.quantity', message: '数量应为数字' },
          { path: 'items.1.quantity', message: '数量不能小于0.01' },
        ]),
      ),
    ).toEqual([
      { name: ['matterDescription'], errors: ['事项描述不能为空'] },
      { name: ['items', 1, 'quantity'], errors: ['数量应为数字', '数量不能小于0.01'] },
    ]);
  });

  it('puts a wire field on the form field that holds it', () => {
    expect(
      formFieldErrorsOf(rejected([{ path: 'regionCode', message: '请选择限制区域' }]), {
        regionCode: 'cityCode',
      }),
    ).toEqual([{ name: ['cityCode'], errors: ['请选择限制区域'] }]);
  });

  it('names no field for errors without a path, other envelopes or other errors', () => {
    expect(formFieldErrorsOf(rejected([{ path: '', message: '请求参数有误' }]))).toEqual([]);
    expect(formFieldErrorsOf(new AppError('transport', '网络异常'))).toEqual([]);
    expect(formFieldErrorsOf(new Error('x'))).toEqual([]);
  });
});
