import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.js';

describe('formatFileSize', () => {
  it('uses B, KB and MB', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 100_000)).toBe('3.1 MB');
  });
});
