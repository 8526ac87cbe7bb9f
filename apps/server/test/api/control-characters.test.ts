import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from '@supportal/contract';
import { createTestApiClient } from '../helpers/api-client.js';
import { createAuthClient, createTestAccount } from '../helpers/auth-client.js';
import { authBackends, createAuthTestApp, describeBackend, type TAuthTestApp } from '../helpers/auth-app.js';

type TContractCall = {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  access: contract.TEndpointAccess;
  body?: z.ZodType;
  query?: z.ZodType;
};

/** Every call of the wire contract, JSON endpoints and downloads alike (as the OpenAPI test finds them). */
const contractCalls = (Object.values(contract) as unknown[]).filter(
  (value): value is TContractCall =>
    typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'summary' in value,
);

type TVariant = { fixed: Record<string, string>; fields: string[] };

/**
 * The shapes a request part may take: one object, or each object of a union with its discriminator
 * fixed (so the union reaches the field instead of failing on the discriminator).
 */
const variantsOf = (schema: z.ZodType): TVariant[] => {
  const def = (
    schema as unknown as {
      def: {
        type: string;
        options?: z.ZodType[];
        shape?: object;
        in?: z.ZodType;
        out?: z.ZodType;
        innerType?: z.ZodType;
      };
    }
  ).def;
  if (def.type === 'union') return (def.options ?? []).flatMap(variantsOf);
  // A body old clients may leave out (calls whose fields are all optional).
  if ((def.type === 'optional' || def.type === 'default') && def.innerType) return variantsOf(def.innerType);
  // A checked or preprocessed object (e.g. refusing filters the server does not support): its object side.
  if (def.type === 'pipe' && def.in && def.out) {
    const inner = (def.in as unknown as { def: { type: string } }).def.type;
    return variantsOf(inner === 'transform' ? def.out : def.in);
  }
  if (def.type !== 'object' || !def.shape) throw new Error(`unexpected request schema: ${def.type}`);
  const fixed: Record<string, string> = {};
  const fields: string[] = [];
  for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
    type TFieldDef = { type: string; values?: unknown[]; innerType?: { def: TFieldDef } };
    const outer = (field as unknown as { def: TFieldDef }).def;
    // A protocol constant, given or left out (e.g. List-Unsubscribe=One-Click): fixed, not a text field.
    const fieldDef = outer.type === 'optional' && outer.innerType ? outer.innerType.def : outer;
    if (fieldDef.type === 'literal') fixed[name] = String(fieldDef.values?.[0]);
    else fields.push(name);
  }
  return [{ fixed, fields }];
};

const BAD_TEXTS = ['a\u0000b', 'x\u0001', '\u001b[31m'];

describe.each(authBackends().map((backend) => [describeBackend(backend), backend] as const))(
  'control characters in request fields (%s)',
  (_name, backend) => {
    let testApp: TAuthTestApp;
    let authorization: string;
    beforeAll(async () => {
      testApp = await createAuthTestApp(backend);
      const account = await createTestAccount(testApp.database.db, {
        roles: [contract.ROLES.supplier, contract.ROLES.staffCity, contract.ROLES.admin],
      });
      authorization = (await createAuthClient(testApp.app).loginToken(account.loginName)).authorization;
    });
    afterAll(async () => testApp?.close());

    it('finds the calls to walk', () => {
      expect(contractCalls.length).toBeGreaterThan(20);
      expect(contractCalls.some((call) => contract.needsSession(call.access))).toBe(true);
    });

    it('answer 400 with the envelope naming the field, never 500, on every call', async () => {
      let checked = 0;
      for (const call of contractCalls) {
        // Publishing-API calls take a client credential; one client per call stays under its rate limit.
        const headers = contract.needsApiClient(call.access)
          ? { authorization: (await createTestApiClient(testApp.database.db)).authorization }
          : contract.needsSession(call.access)
            ? { authorization }
            : {};
        const parts = [
          ...(call.body ? [{ part: 'body' as const, schema: call.body }] : []),
          ...(call.query ? [{ part: 'query' as const, schema: call.query }] : []),
        ];
        for (const { part, schema } of parts) {
          for (const variant of variantsOf(schema)) {
            for (const field of variant.fields) {
              for (const text of BAD_TEXTS) {
                const input = { ...variant.fixed, [field]: text };
                const response = await testApp.app.inject({
                  method: call.method,
                  url: part === 'query' ? `${call.path}?${new URLSearchParams(input).toString()}` : call.path,
                  ...(part === 'body' ? { payload: input } : {}),
                  // The test account holds every permission a guarded call here needs.
                  headers,
                });
                const label = `${call.method} ${call.path} ${part}.${field}=${JSON.stringify(text)}`;
                expect(response.statusCode, label).toBe(400);
                const envelope = response.json();
                expect(envelope.resultStat, label).toBe('400');
                expect(envelope.data, label).toBeNull();
                const paths = (envelope.errors as { path: string }[]).map((error) => error.path);
                // A list field names the item: purchaseNoticeType.0.
                expect(
                  paths.some((path) => path === field || path.startsWith(`${field}.`)),
                  `${label} → ${paths.join(', ')}`,
                ).toBe(true);
                checked += 1;
              }
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

    it('refuse a NUL in the login4SSO ticket call before anything is looked up', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${contract.login4Sso.path}?accId=demo%00x&supplierCode=SUP1&token=${'a'.repeat(32)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().resultMsg).toContain('不能包含控制字符');
    });
  },
);
