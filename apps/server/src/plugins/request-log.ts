import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { logSerializers, redactUrl } from './http-server-options.js';

/** JSON lines for a log collector (deployments); one readable line per event in a terminal (demo, development). */
export type TLogFormat = 'json' | 'pretty';

/** Fields the one request line carries for collectors; the readable format shows only its message. */
const REQUEST_FIELDS = 'req,res,responseTime';

export const loggerOptions = (level: string, format: TLogFormat): FastifyServerOptions['logger'] => ({
  level,
  serializers: logSerializers,
  ...(format === 'pretty'
    ? {
        transport: {
          target: 'pino-pretty',
          options: {
            singleLine: true,
            translateTime: 'SYS:HH:MM:ss',
            ignore: `pid,hostname,reqId,${REQUEST_FIELDS}`,
            colorize: process.stdout.isTTY,
          },
        },
      }
    : {}),
});

/** The message of a request's line: what a person scanning a terminal looks for first. */
export const requestLine = (method: string, url: string, statusCode: number, elapsedMs: number) =>
  `${method} ${redactUrl(url)} ${statusCode} ${Math.round(elapsedMs)} ms`;

/**
 * One line per request once it is answered; Fastify's own controller writes two (received and
 * completed), which halves what a terminal or a log collector shows of the traffic.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

export const requestLogController = () => new OneLinePerRequest();
