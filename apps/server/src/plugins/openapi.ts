import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE_NAME } from '@supportal/contract';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/supportal/docs' });
  app.get('/supportal/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
