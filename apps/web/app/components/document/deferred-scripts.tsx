import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';
import { SHARED_CHUNK_NAMES, sharedChunkPattern } from './shared-chunks';

type TScriptsProps = Parameters<typeof Scripts>[0];
type THostProps = {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * Runs inline where React Router's module script would: once the browser reports its first paint, it
 * adds the module preloads that it finds in its own data attributes, a few per task, with its own nonce
 * (the page's Content-Security-Policy admits them so), then runs the page's modules one chunk per task
 * and last adds the module script, whose imports are then all evaluated.
 * - Three preloads per task: adding one costs 2–3 ms of main thread on this 2-core machine (a trace at
 *   4× slowdown: ~66 ms per task of eight), and Lighthouse counts every task over 12.5 ms (50 ms on its
 *   4× slower phone) as blocking.
 * - One chunk per task: the module script imports every route module of the page statically, so the
 *   browser evaluates the whole graph (~1.5 MB) in one task (~400 ms on that phone). Importing the
 *   chunks one by one first, libraries before what uses them, leaves the module script nothing to
 *   evaluate and the phone a chance to answer between chunks. The entry module is not among them: it
 *   hydrates, which needs what the module script sets up. A chunk that fails to load ends the early
 *   imports; the module script then reports the failure as it would have.
 */
export const AFTER_FIRST_PAINT_SCRIPT =
  '(function(s){var d=document,n=s.nonce,started=false;' +
  'function preload(hrefs){hrefs.splice(0,3).forEach(function(h){' +
  'var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l);});' +
  'if(hrefs.length)setTimeout(function(){preload(hrefs);},0);}' +
  'function run(){var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s.dataset.module;' +
  'd.body.appendChild(m);}' +
  'function evaluate(hrefs){var h=hrefs.shift();if(!h)return run();' +
  'import(h).then(function(){setTimeout(function(){evaluate(hrefs);},0);},run);}' +
  'function start(){if(started)return;started=true;preload(JSON.parse(s.dataset.preloads));' +
  'evaluate(JSON.parse(s.dataset.early));}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(list,observer){observer.disconnect();start();}).observe({type:"paint",buffered:true});}' +
  'else{requestAnimationFrame(function(){setTimeout(start,0);});}})(document.currentScript);';

/** The entry chunk (app/entry.client.tsx): it hydrates, so only the module script may import it. */
const ENTRY_CHUNK = /\/entry\.client-[^/]*\.js$/;

const SHARED_CHUNKS = SHARED_CHUNK_NAMES.map(sharedChunkPattern);

/** The order the page's chunks are evaluated in before the module script runs. */
export const earlyEvaluationOrder = (preloads: readonly string[]): string[] => {
  const shared = SHARED_CHUNKS.flatMap((pattern) => preloads.filter((href) => pattern.test(href)));
  const rest = preloads.filter((href) => !shared.includes(href) && !ENTRY_CHUNK.test(href));
  return [...shared, ...rest];
};

const hostProps = (node: ReactElement) => node.props as THostProps;

const isModulePreload = (node: ReactElement) =>
  node.type === 'link' && hostProps(node).rel === 'modulepreload';

const isModuleScript = (node: ReactElement) => node.type === 'script' && hostProps(node).type === 'module';

/** Every element of React Router's <Scripts> output in document order (it nests one fragment). */
const flatten = (node: ReactNode): ReactElement[] =>
  Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { children } = hostProps(child);
    return typeof child.type === 'string' ? [child] : flatten(children);
  });

/**
 * React Router's <Scripts>, with its module scripts fetched and run only after the first paint of the
 * server's HTML. Lighthouse's simulated slow 4G counts every script that a page fetched before its
 * first paint as holding that paint up (~45 modules, ~420 KB compressed: first paint at 4.5–5 s on a
 * phone); the page is readable without them, and they hydrate it once it shows. The hydration data
 * scripts stay where they are: the streamed data that follows them needs them at once.
 *
 * <Scripts> is called rather than rendered to rework the elements it returns; it only reads context
 * and registers its one effect, which stays with this component.
 */
export function DeferredScripts(props: TScriptsProps) {
  const nodes = flatten(Scripts(props));
  const moduleScript = nodes.find(isModuleScript);
  // Once hydrated (or in a version that renders no module script) there is nothing to defer.
  if (!moduleScript) return <>{nodes}</>;
  const preloads = nodes
    .filter(isModulePreload)
    .map((node) => hostProps(node).href)
    .filter((href) => href !== undefined);
  const kept = nodes.filter((node) => !isModulePreload(node) && node !== moduleScript);
  return (
    <>
      {/* Keys by position: the elements come from nested fragments, whose own keys may repeat. */}
      {kept.map((node, index) => cloneElement(node, { key: index }))}
      {cloneElement(moduleScript, {
        key: 'after-first-paint',
        type: undefined,
        async: undefined,
        'data-preloads': JSON.stringify(preloads),
        'data-early': JSON.stringify(earlyEvaluationOrder(preloads)),
        'data-module': hostProps(moduleScript).dangerouslySetInnerHTML?.__html ?? '',
        dangerouslySetInnerHTML: { __html: AFTER_FIRST_PAINT_SCRIPT },
      } as Partial<THostProps>)}
    </>
  );
}
