import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts } from 'react-router';

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
 * adds the module script and then the module preloads that it finds in its own data attributes, a few
 * per task, with its own nonce (the page's Content-Security-Policy admits them so). Eight per task:
 * starting a request costs about a millisecond on a loaded machine, and ~45 in one task held the main
 * thread for ~60 ms, which Lighthouse's 4× slower phone counts as 240 ms.
 */
export const AFTER_FIRST_PAINT_SCRIPT =
  '(function(s){var d=document,n=s.nonce,started=false;' +
  'function preload(hrefs){hrefs.splice(0,8).forEach(function(h){' +
  'var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l);});' +
  'if(hrefs.length)setTimeout(function(){preload(hrefs);},0);}' +
  'function start(){if(started)return;started=true;' +
  'var m=d.createElement("script");m.type="module";m.nonce=n;m.textContent=s.dataset.module;' +
  'd.body.appendChild(m);preload(JSON.parse(s.dataset.preloads));}' +
  'var P=window.PerformanceObserver;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'new P(function(list,observer){observer.disconnect();start();}).observe({type:"paint",buffered:true});}' +
  'else{requestAnimationFrame(function(){setTimeout(start,0);});}})(document.currentScript);';

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
  const preloads = nodes.filter(isModulePreload).map((node) => hostProps(node).href);
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
        'data-module': hostProps(moduleScript).dangerouslySetInnerHTML?.__html ?? '',
        dangerouslySetInnerHTML: { __html: AFTER_FIRST_PAINT_SCRIPT },
      } as Partial<THostProps>)}
    </>
  );
}
