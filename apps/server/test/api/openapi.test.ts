import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@supportal/contract';
import { queryNotice } from '@supportal/contract';
import { createTestApp, type TTestApp } from '../helpers/test-app.js';

describe('OpenAPI document', () => {
  let testApp: TTestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', { seed: false });
  });
  afterAll(async () => testApp?.close());

  it('publishes every contract call under its real path', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/supportal/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const endpoints = (Object.values(contract) as unknown[]).filter(
      (value): value is { method: string; path: string; summary: string } =>
        typeof value === 'object' &&
        value !== null &&
        'path' in value &&
        'method' in value &&
        'summary' in value,
    );
    expect(endpoints.length).toBeGreaterThan(15);
    for (const endpoint of endpoints) {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.summary, endpoint.path).toBe(
        endpoint.summary,
      );
    }
    const requestSchema =
      document.paths[queryNotice.path].post.requestBody.content['application/json'].schema;
    expect(Object.keys(requestSchema.properties)).toEqual(
      expect.arrayContaining(['purchaseNoticeType', 'current', 'size']),
    );
  });

  it('documents the Idempotency-Key header on JSON writes', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/supportal/openapi.json' })).json();
    const parameters = (document.paths[contract.saveSavedSearch.path].post.parameters ?? []) as {
      in: string;
      name: string;
    }[];
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    const upload = document.paths[contract.uploadFile.path].post.parameters ?? [];
    expect(upload).not.toContainEqual(expect.objectContaining({ name: 'idempotency-key' }));
  });

  it('documents every secured call as secured, downloads included, and public calls as public', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/supportal/openapi.json' })).json();
    const endpoints = (Object.values(contract) as unknown[]).filter(
      (value): value is { method: string; path: string; access: contract.TEndpointAccess } =>
        typeof value === 'object' &&
        value !== null &&
        'path' in value &&
        'method' in value &&
        'access' in value,
    );
    const documented = endpoints.map((endpoint) => {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const schemes = ((operation?.security ?? []) as Record<string, string[]>[]).flatMap(Object.keys).sort();
      return [endpoint.method, endpoint.path, schemes];
    });
    const expected = endpoints.map((endpoint) => [
      endpoint.method,
      endpoint.path,
      contract.needsApiClient(endpoint.access)
        ? ['apiClient']
        : contract.needsSession(endpoint.access)
          ? ['cookie', 'session']
          : [],
    ]);
    expect(documented).toEqual(expected);
    for (const download of [
      contract.downloadUpload,
      contract.downloadCertificateFile,
      contract.downloadChangeRequestFile,
      contract.exportAuditEvents,
    ])
      expect(document.paths[download.path].get.security, download.path).toEqual([
        { session: [] },
        { cookie: [] },
      ]);
  });

  it('serves browsable docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/supportal/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
