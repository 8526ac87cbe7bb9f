import { Transform } from 'node:stream';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { CspNonceContext } from './lib/csp-nonce';
import { createPageStyleCache } from './lib/page-style-cache';

/** Rejected <Suspense> boundaries get this long to flush before the render is aborted. */
export const streamTimeout = 5_000;

/** One antd style cache for the process: a cache per request costs ~45 ms per page. */
const antdStyleCache = createCache();

const HEAD_END = Buffer.from('</head>');

/** Passes the HTML through, inserting `html` once right before </head> (which may span chunks). */
const insertBeforeHeadEnd = (html: string) => {
  let held: Buffer = Buffer.alloc(0);
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inserted) {
        callback(null, chunk);
        return;
      }
      held = Buffer.concat([held, chunk]);
      const at = held.indexOf(HEAD_END);
      if (at === -1) {
        callback();
        return;
      }
      inserted = true;
      const output = Buffer.concat([held.subarray(0, at), Buffer.from(html), held.subarray(at)]);
      held = Buffer.alloc(0);
      callback(null, output);
    },
    flush(callback) {
      callback(null, held.length > 0 ? held : undefined);
    },
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const pageStyles = createPageStyleCache(antdStyleCache);
  return new Promise<Response>((resolve, reject) => {
    let shellReady = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1_000,
    );

    // Waits for all content (bots and browsers alike) so the antd styles of the whole page are known
    // when </head> is written and the first HTML is complete.
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <StyleProvider cache={pageStyles.view}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StyleProvider>
      </CspNonceContext>,
      {
        nonce,
        // Every Suspense boundary inline, where it stands: React otherwise moves a large one (the
        // public layout's content) to the end of the HTML and reveals it by script, after the first
        // paint, so the page would shift as the script runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          const body = insertBeforeHeadEnd(extractStyle(pageStyles.usedStyles()));
          body.on('end', () => {
            clearTimeout(abortTimer);
            abortTimer = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject and are logged by React Router's document handler.
          if (shellReady) console.error(error);
        },
      },
    );
  });
}
