import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT, earlyEvaluationOrder } from './deferred-scripts';

type TFakeElement = Record<string, unknown>;
type TPaintCallback = (list: unknown, observer: { disconnect: () => void }) => void;

const PRELOADS = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
const EARLY = ['/assets/chunk-2.js', '/assets/chunk-1.js'];

/**
 * Runs the inline script in a fake page; `paint()` plays the browser's first-paint report. Its dynamic
 * imports go to `importModule`, which records them and fails for `failing`.
 */
const runScript = (paintSupported: boolean, failing?: string) => {
  const imported: string[] = [];
  const importModule = (href: string) => {
    imported.push(href);
    return href === failing ? Promise.reject(new Error('network')) : Promise.resolve({});
  };
  const added: { parent: string; element: TFakeElement }[] = [];
  const timers: (() => void)[] = [];
  let onPaint: TPaintCallback | undefined;
  let observed: unknown;
  let frameCallback: (() => void) | undefined;
  const current = {
    nonce: 'n0nce',
    dataset: {
      preloads: JSON.stringify(PRELOADS),
      early: JSON.stringify(EARLY),
      module: 'import "/assets/chunk-0.js";',
    },
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
  new Function(
    'window',
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'importModule',
    AFTER_FIRST_PAINT_SCRIPT.replaceAll('import(', 'importModule('),
  )(
    window,
    document,
    (callback: () => void) => {
      frameCallback = callback;
    },
    (callback: () => void) => timers.push(callback),
    importModule,
  );
  return {
    added,
    imported,
    observed: () => observed,
    paint: () => onPaint?.([], { disconnect: () => undefined }),
    frame: () => frameCallback?.(),
    /** Runs the timers queued so far (the next task), after the promises settled so far. */
    nextTask: async () => {
      await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
      timers.splice(0).forEach((timer) => timer());
    },
  };
};

const preloadLink = (href: string) => ({
  parent: 'head',
  element: { tag: 'link', rel: 'modulepreload', href, nonce: 'n0nce' },
});

const moduleScript = {
  parent: 'body',
  element: { tag: 'script', type: 'module', nonce: 'n0nce', textContent: 'import "/assets/chunk-0.js";' },
};

describe('after-first-paint script', () => {
  it('adds nothing before the first paint, then the preloads three per task, the early chunks one per task, then the module script', async () => {
    const page = runScript(true);
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    expect(page.added).toEqual([]);

    page.paint();
    page.paint();
    expect(page.added).toEqual(PRELOADS.slice(0, 3).map(preloadLink));
    expect(page.imported).toEqual([EARLY[0]]);
    await page.nextTask();
    expect(page.added).toEqual(PRELOADS.slice(0, 6).map(preloadLink));
    expect(page.imported).toEqual(EARLY);
    await page.nextTask();
    expect(page.added).toEqual([...PRELOADS.slice(0, 9).map(preloadLink), moduleScript]);
    await page.nextTask();
    expect(page.added).toEqual([
      ...PRELOADS.slice(0, 9).map(preloadLink),
      moduleScript,
      ...PRELOADS.slice(9).map(preloadLink),
    ]);
    await page.nextTask();
    expect(page.added).toHaveLength(11);
  });

  it('runs the module script at once when an early chunk fails to load', async () => {
    const page = runScript(true, EARLY[0]);
    page.paint();
    await page.nextTask();
    expect(page.imported).toEqual([EARLY[0]]);
    expect(page.added).toContainEqual(moduleScript);
  });

  it('waits for the next frame where browsers do not report paints', async () => {
    const page = runScript(false);
    await page.nextTask();
    expect(page.added).toEqual([]);
    page.frame();
    await page.nextTask();
    expect(page.added).toHaveLength(3);
    expect(page.imported).toEqual([EARLY[0]]);
  });
});

describe('early evaluation order', () => {
  it('puts the shared chunks first, each before those that import it, and leaves out the entry', () => {
    expect(
      earlyEvaluationOrder([
        '/assets/entry.client-B2jMkF_L.js',
        '/assets/rolldown-runtime-XKyaHtl9.js',
        '/assets/react-rnqAsxLZ.js',
        '/assets/root-IRI4aAH5.js',
        '/assets/antd-B3ouEKzT.js',
        '/assets/libraries-zw4fFTUz.js',
        '/assets/antd-parts-BCqb4-nz.js',
        '/assets/antd-tokens-BVrC3_uF.js',
        '/assets/home-C6QkjSL0.js',
      ]),
    ).toEqual([
      '/assets/rolldown-runtime-XKyaHtl9.js',
      '/assets/react-rnqAsxLZ.js',
      '/assets/libraries-zw4fFTUz.js',
      '/assets/antd-tokens-BVrC3_uF.js',
      '/assets/antd-parts-BCqb4-nz.js',
      '/assets/antd-B3ouEKzT.js',
      '/assets/root-IRI4aAH5.js',
      '/assets/home-C6QkjSL0.js',
    ]);
  });
});
