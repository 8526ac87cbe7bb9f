import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCtype } from '../../src/db/database.js';
import { createTestApp, databaseKinds, type TTestApp } from '../helpers/test-app.js';

describe.each(databaseKinds())('database created for %s', (kind) => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => testApp?.close());

  it('classifies characters as UTF-8, so Chinese text indexes work', async () => {
    expect(await databaseCtype(testApp.database.db)).toMatch(/utf-?8/i);
  });
});
