import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BpmnModdle } from 'bpmn-moddle';
import { layoutProcess } from 'bpmn-auto-layout';
import { ROLES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { labelSize, segmentCrosses } from './diagram-labels.js';
import { parseProcessDefinition, type TDeployEnvironment } from './process-definition.js';
import { takenPathOf } from './process-path.js';

const DEFINITIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'definitions');
const environment: TDeployEnvironment = {
  modules: new Map(
    ['BLACKLIST', 'DEMAND_COLLECT', 'NOTICE_PUBLISH', 'SUPPLIER_INFO_CHANGE', 'SUPPLIER_REGISTRATION'].map(
      (module) => [module, { variables: ['starterOrgLevel', 'budget', 'reviewLevel'] }],
    ),
  ),
  roles: new Set(Object.values(ROLES)),
};

type TBox = { x: number; y: number; width: number; height: number };
type TPoint = { x: number; y: number };
type TDrawn = {
  bpmnElement?: { name?: string; $type: string; id: string };
  bounds?: TBox;
  waypoint?: TPoint[];
  label?: { bounds: TBox };
};

const drawnElements = async (xml: string): Promise<TDrawn[]> => {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const diagrams = (rootElement as { diagrams: { plane: { planeElement: TDrawn[] } }[] }).diagrams;
  return diagrams.flatMap((diagram) => diagram.plane.planeElement);
};

const boxesMeet = (a: TBox, b: TBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a label crosses: flow pieces, shapes and the other labels, by id. */
const crossings = (elements: readonly TDrawn[], labelled: TDrawn) => {
  const box = labelled.label?.bounds;
  if (!box) return ['no label'];
  return elements.flatMap((other) => {
    const id = other.bpmnElement?.id ?? '?';
    const points = other.waypoint ?? [];
    const hits = [
      ...points.slice(1).flatMap((to, index) => {
        const from = points[index] as TPoint;
        return segmentCrosses(from, to, box) ? [`flow ${id}`] : [];
      }),
      ...(other.bounds && boxesMeet(box, other.bounds) ? [`shape ${id}`] : []),
      ...(other !== labelled && other.label && boxesMeet(box, other.label.bounds) ? [`label ${id}`] : []),
    ];
    return hits;
  });
};

describe('流程图 labels', () => {
  it('sizes a name as bpmn-js wraps it: Chinese wider than digits, at most 90 px a line', () => {
    expect(labelSize('开始')).toEqual({ width: 22, height: 14 });
    expect(labelSize('需求已批准').width).toBeGreaterThan(labelSize('12345').width);
    expect(labelSize('预算达到限额需总部审核')).toMatchObject({ width: 90, height: 28 });
  });

  it('places every name of every shipped diagram clear of flows, shapes and other names', async () => {
    const files = (await readdir(DEFINITIONS)).filter((name) => name.endsWith('.bpmn'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const definition = await parseProcessDefinition(
        await readFile(path.join(DEFINITIONS, file), 'utf8'),
        environment,
      );
      const elements = await drawnElements(definition.diagramXml);
      const named = elements.filter(
        (element) =>
          element.bpmnElement?.name &&
          ['bpmn:StartEvent', 'bpmn:EndEvent', 'bpmn:ExclusiveGateway', 'bpmn:SequenceFlow'].includes(
            element.bpmnElement.$type,
          ),
      );
      expect(named.length, file).toBeGreaterThan(0);
      for (const element of named)
        expect(crossings(elements, element), `${file}: ${element.bpmnElement?.name ?? ''}`).toEqual([]);
    }
  });

  it('fixes the end of 采购需求征集, which the plain layout crossed with the flow from below', async () => {
    const xml = await readFile(path.join(DEFINITIONS, 'demand-collection.bpmn'), 'utf8');
    // Without placed labels bpmn-js puts a name centred under its shape: the way the flow enters.
    const plain = await drawnElements(await layoutProcess(xml));
    const end = plain.find((element) => element.bpmnElement?.id === 'end');
    const belowEnd = end?.bounds && {
      ...labelSize('需求已批准'),
      x: end.bounds.x + end.bounds.width / 2 - labelSize('需求已批准').width / 2,
      y: end.bounds.y + end.bounds.height + 5,
    };
    expect(belowEnd && crossings(plain, { ...end, label: { bounds: belowEnd } })).toContain(
      'flow belowLimit',
    );
    const placed = await drawnElements((await parseProcessDefinition(xml, environment)).diagramXml);
    const placedEnd = placed.find((element) => element.bpmnElement?.id === 'end');
    expect(placedEnd && crossings(placed, placedEnd)).toEqual([]);
  });
});

describe('the path an instance has taken', () => {
  it('follows the moves through the gateway that chose the way, to the end reached', async () => {
    const demand = await parseProcessDefinition(
      await readFile(path.join(DEFINITIONS, 'demand-collection.bpmn'), 'utf8'),
      environment,
    );
    const below = takenPathOf(demand, [{ from: 'apply', to: 'provinceReview' }], 'provinceReview');
    expect(below).toEqual({
      flowIds: ['toApply', 'toProvinceReview', 'toBudgetGate', 'belowLimit'],
      gatewayIds: ['budgetGate'],
      endIds: ['end'],
    });
    // Up to 总部审核, returned to 需求提报 and sent again: the return adds no flow; not ended yet.
    const atHq = takenPathOf(
      demand,
      [
        { from: 'apply', to: 'provinceReview' },
        { from: 'provinceReview', to: 'hqReview' },
        { from: 'hqReview', to: 'apply' },
        { from: 'apply', to: 'provinceReview' },
      ],
      null,
    );
    expect(atHq).toEqual({
      flowIds: ['toApply', 'toProvinceReview', 'toBudgetGate', 'atLimit'],
      gatewayIds: ['budgetGate'],
      endIds: [],
    });
  });
});
