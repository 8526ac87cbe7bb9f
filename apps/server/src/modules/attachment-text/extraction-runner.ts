import { fork, type ChildProcess } from 'node:child_process';
import type { TExtractionResult } from './text-extraction.js';

/** Bounds of the extraction child: its heap, and the wall-clock time of one file. */
export type TExtractionBounds = { maxHeapMb: number; timeoutMs: number };

export const DEFAULT_EXTRACTION_BOUNDS: TExtractionBounds = { maxHeapMb: 384, timeoutMs: 60_000 };

/**
 * Files one child reads before it is replaced: the parsers' caches (fonts, character maps) stay warm
 * across files, and whatever a file leaves behind in the heap does not pile up for ever.
 */
const FILES_PER_CHILD = 100;
/** A child left without work this long exits: an idle server keeps no parser in memory. */
const IDLE_EXIT_MS = 30_000;

/**
 * The child's entry: the bundled `dist/attachment-extraction.js` beside the built server, or the
 * TypeScript source (through tsx) when the server runs from source (tests, `npm run dev`).
 */
const childEntry = (): { path: URL; execArgv: string[] } =>
  import.meta.url.endsWith('.ts')
    ? { path: new URL('./extraction-child.ts', import.meta.url), execArgv: ['--import', 'tsx'] }
    : { path: new URL('./attachment-extraction.js', import.meta.url), execArgv: [] };

/** A request to the child and its answer, matched by number. */
export type TExtractionRequest = { id: number; fileName: string; bytes: Uint8Array };
export type TExtractionAnswer = { id: number; result: TExtractionResult };

export type TExtractionWorker = {
  /** One file's text; files are read one after another (a 2-core machine runs one parser). */
  extract: (fileName: string, bytes: Uint8Array) => Promise<TExtractionResult>;
  /** Children forked so far: one for many files, a new one after a child was lost. */
  childrenStarted: () => number;
  /** Ends the child (the server closing). */
  close: () => void;
};

/**
 * Extracts files' text in a child process kept between files: a file that exhausts the child's heap,
 * runs past the time-out or crashes a parser ends as `failed` with a reason, the child is killed and
 * the next file gets a fresh one; the web process never notices.
 */
export const createExtractionWorker = (
  bounds: TExtractionBounds = DEFAULT_EXTRACTION_BOUNDS,
): TExtractionWorker => {
  let child: ChildProcess | null = null;
  let filesRead = 0;
  let childrenStarted = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const stopChild = () => {
    clearTimeout(idleTimer);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
  };

  const startChild = (): ChildProcess => {
    const entry = childEntry();
    filesRead = 0;
    childrenStarted += 1;
    return fork(entry.path, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${bounds.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
  };

  const readOne = (fileName: string, bytes: Uint8Array): Promise<TExtractionResult> =>
    new Promise((resolve) => {
      clearTimeout(idleTimer);
      if (!child || filesRead >= FILES_PER_CHILD) {
        stopChild();
        child = startChild();
      }
      const running = child;
      const id = nextId++;
      let stderr = '';
      const onStderr = (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-2000);
      };
      const onMessage = (answer: TExtractionAnswer) => {
        if (answer.id === id) settle(answer.result, false);
      };
      const onError = (error: Error) =>
        settle({ status: 'failed', reason: `无法启动提取进程：${error.message}`, retryable: true }, true);
      const onClose = (code: number | null, signal: NodeJS.Signals | null) =>
        settle(
          {
            status: 'failed',
            reason: /heap out of memory|Allocation failed/i.test(stderr)
              ? `内存超限（${bounds.maxHeapMb} MB）`
              : `提取进程异常退出（${signal ?? code}）`,
            retryable: true,
          },
          true,
        );
      let settled = false;
      const settle = (result: TExtractionResult, childLost: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        running.stderr?.off('data', onStderr);
        running.off('message', onMessage);
        running.off('error', onError);
        running.off('close', onClose);
        if (childLost) {
          if (child === running) stopChild();
        } else {
          filesRead += 1;
          idleTimer = setTimeout(stopChild, IDLE_EXIT_MS);
          idleTimer.unref();
        }
        resolve(result);
      };
      const timer = setTimeout(
        () =>
          settle(
            {
              status: 'failed',
              reason: `提取超时（${Math.ceil(bounds.timeoutMs / 1000)} 秒）`,
              retryable: true,
            },
            true,
          ),
        bounds.timeoutMs,
      );
      running.stderr?.on('data', onStderr);
      running.on('message', onMessage);
      running.on('error', onError);
      running.on('close', onClose);
      running.send({ id, fileName, bytes } satisfies TExtractionRequest);
    });

  return {
    extract: (fileName, bytes) => {
      const result = queue.then(() => readOne(fileName, bytes));
      queue = result;
      return result;
    },
    childrenStarted: () => childrenStarted,
    close: stopChild,
  };
};
