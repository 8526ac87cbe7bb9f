import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    const header = `attachment; filename="download.csv"; filename*=UTF-8''${encodeURIComponent('铁塔基站清单（2025年）.csv')}`;
    expect(fileNameFromContentDisposition(header)).toBe('铁塔基站清单（2025年）.csv');
  });

  it('reads quoted and plain names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('falls back to the plain name when the extended one is broken', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E9%93; filename="x.doc"`)).toBe(
      'x.doc',
    );
  });

  it('gives null without a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
  });
});
