import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_SCRIPT } from './deferred-scripts';

type TFakeElement = Record<string, unknown>;
type TPaintCallback = (list: unknown, observer: { disconnect: () => void }) => void;

/** Runs the inline script in a fake page; `paint()` plays the browser's first-paint report. */
const runScript = (paintSupported: boolean) => {
  const added: { parent: string; element: TFakeElement }[] = [];
  let onPaint: TPaintCallback | undefined;
  let observed: unknown;
  let frameCallback: (() => void) | undefined;
  const current = {
    nonce: 'n0nce',
    dataset: { preloads: JSON.stringify(['/assets/a.js', '/assets/b.js']), module: 'import "/assets/a.js";' },
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
    (callback: () => void) => callback(),
  );
  return {
    added,
    observed: () => observed,
    paint: () => onPaint?.([], { disconnect: () => undefined }),
    frame: () => frameCallback?.(),
  };
};

describe('after-first-paint script', () => {
  it('adds nothing before the first paint, then the preloads and the module script with the nonce', () => {
    const page = runScript(true);
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    expect(page.added).toEqual([]);

    page.paint();
    page.paint();
    expect(page.added).toEqual([
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/a.js', nonce: 'n0nce' },
      },
      {
        parent: 'head',
        element: { tag: 'link', rel: 'modulepreload', href: '/assets/b.js', nonce: 'n0nce' },
      },
      {
        parent: 'body',
        element: { tag: 'script', type: 'module', nonce: 'n0nce', textContent: 'import "/assets/a.js";' },
      },
    ]);
  });

  it('waits for the next frame where browsers do not report paints', () => {
    const page = runScript(false);
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toHaveLength(3);
  });
});
