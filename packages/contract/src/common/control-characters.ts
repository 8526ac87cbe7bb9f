/**
 * C0 control characters (tab, line feed and carriage return allowed) and DEL: no form types them,
 * PostgreSQL refuses NUL in text, and they hide text in logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = '不能包含控制字符';
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);
