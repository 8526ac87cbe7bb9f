import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { workflowMessages as messages } from '../messages';
import styles from './task.module.css';

type TProcessDiagramProps = {
  bpmnXml: string;
  doneActivityIDs: readonly string[];
  currentActivityIDs: readonly string[];
  /** The flows the instance has taken so far. */
  doneFlowIDs: readonly string[];
  /** The process's name, for the diagram's accessible label. */
  processName: string;
};

type TCanvas = {
  addMarker: (element: string, marker: string) => void;
  zoom: (scale: 'fit-viewport', center: 'auto') => number;
};
type TElementRegistry = { get: (id: string) => unknown };

/**
 * 流程图: the instance's definition drawn by bpmn-js's NavigatedViewer (pan and zoom), done steps green,
 * the flows taken so far thick green (the path), current steps orange. The viewer (~55 KB gzip) is loaded only when a diagram is shown; the bpmn.io
 * logo stays, as its licence asks.
 */
export function ProcessDiagram({
  bpmnXml,
  doneActivityIDs,
  currentActivityIDs,
  doneFlowIDs,
  processName,
}: TProcessDiagramProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const show = async () => {
      const [{ default: NavigatedViewer }] = await Promise.all([
        import('bpmn-js/lib/NavigatedViewer'),
        import('bpmn-js/dist/assets/diagram-js.css'),
        import('bpmn-js/dist/assets/bpmn-js.css'),
      ]);
      if (cancelled || !container.current) return;
      const viewer = new NavigatedViewer({ container: container.current });
      destroy = () => viewer.destroy();
      await viewer.importXML(bpmnXml);
      if (cancelled) return;
      const canvas = viewer.get<TCanvas>('canvas');
      const registry = viewer.get<TElementRegistry>('elementRegistry');
      const mark = (ids: readonly string[], marker: string) =>
        ids.filter((id) => registry.get(id)).forEach((id) => canvas.addMarker(id, marker));
      mark(doneActivityIDs, styles.done ?? 'done');
      mark(currentActivityIDs, styles.current ?? 'current');
      mark(doneFlowIDs, styles.doneFlow ?? 'doneFlow');
      canvas.zoom('fit-viewport', 'auto');
      setState('shown');
    };
    show().catch((error: unknown) => {
      console.error('[process diagram]', error);
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [bpmnXml, doneActivityIDs, currentActivityIDs, doneFlowIDs]);

  return (
    <div>
      {state === 'failed' ? <Alert type="warning" showIcon title={messages.diagramFailed} /> : null}
      <div className={styles.diagramFrame} hidden={state === 'failed'}>
        {state === 'loading' ? (
          <Spin className={styles.diagramSpin} description={messages.diagramLoading} />
        ) : null}
        <div
          ref={container}
          className={styles.diagram}
          role="img"
          aria-label={messages.diagramLabel(processName)}
        />
      </div>
      <ul className={styles.legend} aria-hidden={state !== 'shown'}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchDone}`} />
          {messages.diagramLegendDone}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchPath}`} />
          {messages.diagramLegendPath}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchCurrent}`} />
          {messages.diagramLegendCurrent}
        </li>
      </ul>
    </div>
  );
}
