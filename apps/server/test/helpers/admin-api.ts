import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { accountCalls, injectPost } from './account-calls.js';
import { createAuthTestApp, type TAuthTestApp } from './auth-app.js';

/**
 * An admin API test's app (PGlite, files in the database), started in beforeAll and closed in afterAll,
 * with the sessions of demo_admin (`admin`) and of staff_hq (`staff`, no admin rights). `post` goes as
 * demo_admin unless given another Authorization value ('' for none). Call it inside the describe.
 */
export const adminApiTest = () => {
  let testApp: TAuthTestApp | undefined;
  const appOf = (): FastifyInstance => {
    if (!testApp) throw new Error('the admin API test app is started in beforeAll');
    return testApp.app;
  };
  const { tokenOf } = accountCalls(appOf);
  const tokens = { admin: '', staff: '' };
  beforeAll(async () => {
    testApp = await createAuthTestApp({ database: 'pglite', store: 'database' });
    tokens.admin = await tokenOf('demo_admin');
    tokens.staff = await tokenOf('staff_hq');
  });
  afterAll(async () => testApp?.close());
  return {
    get app() {
      return appOf();
    },
    get admin() {
      return tokens.admin;
    },
    get staff() {
      return tokens.staff;
    },
    post: (path: string, payload: Record<string, unknown>, authorization = tokens.admin) =>
      injectPost(appOf(), path, payload, authorization),
  };
};
