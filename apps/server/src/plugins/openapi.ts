import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, SESSION_COOKIE_NAME } from '@supportal/contract';

/** Documented on every contract POST with a JSON body: what plugins/idempotency.ts honours. */
const IDEMPOTENCY_HEADER_SCHEMA = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER]: {
      type: 'string',
      pattern: '^[\\x21-\\x7e]{1,255}$',
      description:
        '可选。每次提交一个随机 UUID：同一调用方、同一键、同一请求体在 24 小时内只执行一次，重发得到首次的应答' +
        '（响应头 Idempotent-Replayed: true）；同键不同请求体 422；首次仍在处理时 409（Retry-After: 1）。',
    },
  },
};

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The contract's schemas, published as OpenAPI 3 at /supportal/openapi.json and browsable at /supportal/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'supportal 采购与供应商门户接口',
        description:
          "所有 /supportal/v1 接口返回统一信封：成功 resultStat '000'，数据在 data；业务提醒 resultStat '999'；错误使用真实 HTTP 状态码并附信封。",
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'http', scheme: 'bearer', description: 'API 客户端：登录后获得的会话令牌' },
          apiClient: {
            type: 'http',
            scheme: 'bearer',
            description:
              '发布接口（notice-publishing）：管理员签发的接口客户端凭证 <keyId>.<secret>；用户会话令牌不被接受',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE_NAME,
            description:
              '门户页面：登录时设置的 HttpOnly 会话 Cookie（写操作须带 X-Supportal-Client: web 且同源）',
          },
        },
      },
    },
    transform: (input: TTransformInput) => {
      const output = jsonSchemaTransform(input);
      // Contract writes take a JSON body; uploads (multipart) and other routes do not honour the key.
      const hasJsonBody = (input.schema as { body?: unknown } | undefined)?.body !== undefined;
      if (input.route.method !== 'POST' || !hasJsonBody) return output;
      return { ...output, schema: { ...output.schema, headers: IDEMPOTENCY_HEADER_SCHEMA } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/supportal/docs' });
  app.get('/supportal/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
