import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  commaList,
  idString,
  optionalBooleanLike,
  optionalInt,
  optionalText,
  requiredText,
} from './fields.js';
import { ZPageRequest } from '../notices/query-notice.js';
import { ZFindByTypeRequest } from '../dictionary/dictionary-entry.js';

describe('tolerant wire fields', () => {
  it('treat empty strings and null as unset', () => {
    const schema = z.object({ name: optionalText(), page: optionalInt('页码', 1, 10), types: commaList() });
    expect(schema.parse({ name: '', page: '', types: '' })).toEqual({});
    expect(schema.parse({ name: null, page: null, types: null })).toEqual({});
  });

  it('read numbers sent as strings and refuse non-numbers with the field label', () => {
    const page = optionalInt('页码', 1, 10);
    expect(page.parse('3')).toBe(3);
    const result = page.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('页码应为数字');
  });

  it('split comma lists, trim, drop blanks and duplicates', () => {
    expect(commaList().parse(' 2, 45 ,,2')).toEqual(['2', '45']);
    expect(commaList().parse(['1', ' 3 '])).toEqual(['1', '3']);
  });

  it('accept true/false in the shapes old clients send', () => {
    expect(optionalBooleanLike().parse('true')).toBe(true);
    expect(optionalBooleanLike().parse('0')).toBe(false);
    expect(optionalBooleanLike().safeParse('maybe').success).toBe(false);
  });

  it('accept numeric ids as number or string and refuse others', () => {
    expect(idString('公告编号').parse(42)).toBe('42');
    expect(idString('公告编号').parse(' 42 ')).toBe('42');
    expect(idString('公告编号').safeParse('1 or 1=1').success).toBe(false);
    expect(idString('公告编号').safeParse('-1').success).toBe(false);
  });
});

describe('control characters', () => {
  it('refuse NUL, other C0 controls and DEL in every text helper', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001by', 'del\u007f']) {
      for (const schema of [optionalText(), requiredText('标题'), commaList()]) {
        const result = schema.safeParse(text);
        expect(result.success, JSON.stringify(text)).toBe(false);
        expect(result.error?.issues[0]?.message).toBe('不能包含控制字符');
      }
    }
  });

  it('keep tabs and line breaks inside text', () => {
    expect(requiredText('内容').parse(' a\tb\r\nc ')).toBe('a\tb\r\nc');
  });
});

describe('page request', () => {
  it('defaults to page 1 of 20 and caps huge sizes', () => {
    expect(ZPageRequest.parse({})).toEqual({ current: 1, size: 20 });
    expect(ZPageRequest.parse({ current: '2', size: 100000 })).toEqual({ current: 2, size: 100 });
    expect(ZPageRequest.safeParse({ current: 0 }).success).toBe(false);
  });
});

describe('dictionary request', () => {
  it('splits comma-separated groups', () => {
    expect(ZFindByTypeRequest.parse({ type: 'a, b,a' })).toEqual({ type: ['a', 'b'] });
    expect(ZFindByTypeRequest.safeParse({ type: ' , ' }).success).toBe(false);
  });
});
