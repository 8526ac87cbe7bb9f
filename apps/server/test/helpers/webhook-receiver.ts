import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat robot on loopback for tests and benchmarks: records every message, answers like WeCom/DingTalk. */
export const startWebhookReceiver = async () => {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  let answer: { status: number; body: Record<string, unknown> } = {
    status: 200,
    body: { errcode: 0, errmsg: 'ok' },
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** What the robot answers from now on (a robot refusing: 200 with an error code). */
    answerWith: (status: number, body: Record<string, unknown>) => {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TWebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
