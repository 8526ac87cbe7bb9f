import { describe, expect, it } from 'vitest';
import { readableAuditDetail } from './audit-detail';

describe('readableAuditDetail', () => {
  it('names the keys and the reasons of failed logins in Chinese', () => {
    expect(readableAuditDetail('{"by":"admin01","reason":"password"}')).toBe(
      '操作人：admin01；原因：密码错误',
    );
    expect(readableAuditDetail('{"channel":"sms","to":"138****8000"}')).toBe(
      '渠道：sms；发送至：138****8000',
    );
    expect(readableAuditDetail('{"method":"password+sms"}')).toBe('方式：密码+短信验证码');
    // A bank-change code is not a login code.
    expect(readableAuditDetail('{"channel":"sms","purpose":"bank-change"}')).toBe(
      '渠道：sms；用途：修改银行账户',
    );
    expect(readableAuditDetail('{"reason":"reused"}')).toBe('原因：新密码与当前密码相同');
  });

  it('says yes or no for switches and lists arrays', () => {
    expect(readableAuditDetail('{"loginOnly":false,"authorityCodes":["A","B"]}')).toBe(
      '仅登录可见：否；菜单编码：A、B',
    );
  });

  it('shows what it does not know as stored', () => {
    expect(readableAuditDetail('{"reason":"new-reason","extra":1}')).toBe('原因：new-reason；extra：1');
    expect(readableAuditDetail('not json')).toBe('not json');
    expect(readableAuditDetail('[1,2]')).toBe('[1,2]');
    expect(readableAuditDetail(null)).toBe('');
  });
});
