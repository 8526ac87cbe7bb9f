import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT } from './deferred-scripts';

type TFakeElement = Record<string, unknown>;
type TPaintCallback = (list: unknown, observer: { disconnect: () => void }) => void;

const PRELOADS = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);

/** Runs the inline script in a fake page; `paint()` plays the browser's first-paint report. */
const runScript = (paintSupported: boolean) => {
  const added: { parent: string; element: TFakeElement }[] = [];
  const timers: (() => void)[] = [];
  let onPaint: TPaintCallback | undefined;
  let observed: unknown;
  let frameCallback: (() => void) | undefined;
  const current = {
    nonce: 'n0nce',
    dataset: { preloads: JSON.stringify(PRELOADS), module: 'import "/assets/chunk-0.js";' },
  };
  const document = {
    currentScript: current,
    createElement: (tag: string): TFakeElement => ({ tag }),
    head: { appendChild: (element: TFakeElement) => added.push({ parent: 'head', element }) },
    body: { appendChild: (element: TFakeElement) => added.push({ parent: 'body', element }) },
  };
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ['paint', 'longtask'] : ['longtask'];
    constructor(callback: TPaintCallback) {
      onPaint = callback;
    }
    observe(options: unknown) {
      observed = options;
    }
  }
  const window = { PerformanceObserver: FakeObserver };
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', AFTER_FIRST_PAINT_SCRIPT)(
    window,
    document,
    (callback: () => void) => {
      frameCallback = callback;
    },
    (callback: () => void) => timers.push(callback),
  );
  return {
    added,
    observed: () => observed,
    paint: () => onPaint?.([], { disconnect: () => undefined }),
    frame: () => frameCallback?.(),
    /** Runs the timers queued so far: the next task. */
    nextTask: () => timers.splice(0).forEach((timer) => timer()),
  };
};

const preloadLink = (href: string) => ({
  parent: 'head',
  element: { tag: 'link', rel: 'modulepreload', href, nonce: 'n0nce' },
});

describe('after-first-paint script', () => {
  it('adds nothing before the first paint, then the module script and the preloads, eight per task', () => {
    const page = runScript(true);
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    expect(page.added).toEqual([]);

    page.paint();
    page.paint();
    expect(page.added).toEqual([
      {
        parent: 'body',
        element: {
          tag: 'script',
          type: 'module',
          nonce: 'n0nce',
          textContent: 'import "/assets/chunk-0.js";',
        },
      },
      ...PRELOADS.slice(0, 8).map(preloadLink),
    ]);
    page.nextTask();
    expect(page.added.slice(9)).toEqual(PRELOADS.slice(8).map(preloadLink));
    page.nextTask();
    expect(page.added).toHaveLength(11);
  });

  it('waits for the next frame where browsers do not report paints', () => {
    const page = runScript(false);
    page.nextTask();
    expect(page.added).toEqual([]);
    page.frame();
    page.nextTask();
    expect(page.added).toHaveLength(9);
  });
});
