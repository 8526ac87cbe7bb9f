import { describe, expect, it } from 'vitest';
import { sqlText } from '../../../test/helpers/sql-text.js';
import { listedDownloadZoneFiles, pendingUploadsOf } from './file-policy.js';

describe('file policy', () => {
  it.each([
    {
      rule: 'an upload not attached yet is its uploader alone',
      condition: pendingUploadsOf(42),
      sql: '("files"."uploaded_by" = $1 and "files"."attached_at" is null)',
      params: [42],
    },
    {
      rule: 'logged-in callers see every enabled download-zone file',
      condition: listedDownloadZoneFiles(true),
      sql: '"download_zone_files"."enabled" = $1',
      params: [true],
    },
    {
      rule: 'visitors see enabled public ones only',
      condition: listedDownloadZoneFiles(false),
      sql: '("download_zone_files"."enabled" = $1 and "download_zone_files"."login_only" = $2)',
      params: [true, false],
    },
  ])('$rule', ({ condition, sql, params }) => {
    expect(sqlText(condition)).toEqual({ sql, params });
  });
});
