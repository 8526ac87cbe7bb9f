import { BpmnModdle } from 'bpmn-moddle';

/**
 * Label bounds for a laid-out diagram. bpmn-auto-layout gives shapes and flows coordinates but no
 * label positions, so bpmn-js puts an event's or gateway's name under it and a flow's name on the
 * flow's middle: a flow that leaves a gateway downwards, or enters an end event from below, is drawn
 * across those names (the end of 采购需求征集 read “需求■批准”). Each name gets the first place
 * beside its element that no flow, shape or other name crosses.
 */

type TBox = { x: number; y: number; width: number; height: number };
type TPoint = { x: number; y: number };
type TModdleElement = { $type: string; name?: string; id?: string };
type TDiagramElement = {
  $type: string;
  bpmnElement?: TModdleElement;
  bounds?: TBox;
  waypoint?: TPoint[];
  label?: { bounds?: TBox };
};

/** bpmn-js draws external labels in 11 px type, wrapped at 90 px (BpmnRenderer's label box). */
const LABEL_WRAP_WIDTH = 90;
const LINE_HEIGHT = 14;
const WIDE_CHARACTER_WIDTH = 11;
const NARROW_CHARACTER_WIDTH = 6.5;
/** Room between a label and what it names, and around it. */
const GAP = 5;
const MARGIN = 2;

/** How much room a name takes once bpmn-js wraps it. */
export const labelSize = (text: string): { width: number; height: number } => {
  const textWidth = [...text].reduce(
    (total, character) =>
      total + ((character.codePointAt(0) ?? 0) > 0x2e7f ? WIDE_CHARACTER_WIDTH : NARROW_CHARACTER_WIDTH),
    0,
  );
  const lines = Math.max(1, Math.ceil(textWidth / LABEL_WRAP_WIDTH));
  return { width: Math.ceil(Math.min(textWidth, LABEL_WRAP_WIDTH)), height: lines * LINE_HEIGHT };
};

const centredBox = (cx: number, cy: number, size: { width: number; height: number }): TBox => ({
  x: Math.round(cx - size.width / 2),
  y: Math.round(cy - size.height / 2),
  width: size.width,
  height: size.height,
});

const overlaps = (a: TBox, b: TBox) =>
  a.x - MARGIN < b.x + b.width &&
  b.x < a.x + a.width + MARGIN &&
  a.y - MARGIN < b.y + b.height &&
  b.y < a.y + a.height + MARGIN;

/** Whether a straight piece of flow passes through a box (sampled every 2 px). */
export const segmentCrosses = (from: TPoint, to: TPoint, box: TBox): boolean => {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(length / 2));
  for (let step = 0; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    if (
      x >= box.x - MARGIN &&
      x <= box.x + box.width + MARGIN &&
      y >= box.y - MARGIN &&
      y <= box.y + box.height + MARGIN
    )
      return true;
  }
  return false;
};

type TObstacles = { segments: [TPoint, TPoint][]; boxes: TBox[] };

const isClear = (box: TBox, obstacles: TObstacles) =>
  !obstacles.boxes.some((other) => overlaps(box, other)) &&
  !obstacles.segments.some(([from, to]) => segmentCrosses(from, to, box));

/** Beside an event or gateway: below it as bpmn-js would, else above, right or left. */
const shapeCandidates = (shape: TBox, size: { width: number; height: number }): TBox[] => {
  const cx = shape.x + shape.width / 2;
  const cy = shape.y + shape.height / 2;
  return [
    centredBox(cx, shape.y + shape.height + GAP + size.height / 2, size),
    centredBox(cx, shape.y - GAP - size.height / 2, size),
    centredBox(shape.x + shape.width + GAP + size.width / 2, shape.y - GAP - size.height / 2, size),
    centredBox(shape.x - GAP - size.width / 2, shape.y - GAP - size.height / 2, size),
    centredBox(shape.x + shape.width + GAP + size.width / 2, cy, size),
    centredBox(shape.x - GAP - size.width / 2, cy, size),
  ];
};

/** Beside a flow: along its longest pieces first, above or below a level piece, right or left of an upright one. */
const flowCandidates = (points: readonly TPoint[], size: { width: number; height: number }): TBox[] =>
  points
    .slice(1)
    .map((to, index) => [points[index] as TPoint, to] as const)
    .sort(([a, b], [c, d]) => Math.hypot(d.x - c.x, d.y - c.y) - Math.hypot(b.x - a.x, b.y - a.y))
    .flatMap(([from, to]) => {
      const cx = (from.x + to.x) / 2;
      const cy = (from.y + to.y) / 2;
      return Math.abs(to.y - from.y) <= Math.abs(to.x - from.x)
        ? [centredBox(cx, cy - GAP - size.height / 2, size), centredBox(cx, cy + GAP + size.height / 2, size)]
        : [centredBox(cx + GAP + size.width / 2, cy, size), centredBox(cx - GAP - size.width / 2, cy, size)];
    });

const HAS_EXTERNAL_LABEL = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
]);

/**
 * Moves everything from `atX` rightwards by `by`: the layout's flows are level or upright, so level
 * pieces across `atX` stretch and upright ones move whole.
 */
const shiftRight = (elements: readonly TDiagramElement[], atX: number, by: number) => {
  for (const element of elements) {
    if (element.bounds && element.bounds.x >= atX) element.bounds.x += by;
    for (const point of element.waypoint ?? []) if (point.x >= atX) point.x += by;
  }
};

/**
 * The layout leaves a fixed gap between neighbours, too short for a name on the flow between them
 * (预算 ≥ 100 万元 between a gateway and a task): such a gap is widened to hold the name.
 */
const widenForFlowNames = (elements: readonly TDiagramElement[]) => {
  for (const element of elements) {
    const name = element.bpmnElement?.name?.trim();
    const points = element.waypoint ?? [];
    if (!name || element.bpmnElement?.$type !== 'bpmn:SequenceFlow') continue;
    const level = points
      .slice(1)
      .map((to, index) => [points[index] as TPoint, to] as const)
      .filter(([from, to]) => from.y === to.y)
      .sort(([a, b], [c, d]) => Math.abs(d.x - c.x) - Math.abs(b.x - a.x))[0];
    // Flows without a level piece get their name beside an upright one.
    if (!level) continue;
    const needed = labelSize(name).width + 2 * (GAP + MARGIN);
    const available = Math.abs(level[1].x - level[0].x);
    if (available < needed)
      shiftRight(elements, (level[0].x + level[1].x) / 2, Math.ceil(needed - available));
  }
};

/** The diagram with a BPMNLabel for every named event, gateway and flow, placed clear of the rest. */
export const placeDiagramLabels = async (diagramXml: string): Promise<string> => {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(diagramXml);
  const diagrams = (rootElement as { diagrams?: { plane?: { planeElement?: TDiagramElement[] } }[] })
    .diagrams;
  const elements = diagrams?.flatMap((diagram) => diagram.plane?.planeElement ?? []) ?? [];
  widenForFlowNames(elements);
  const obstacles: TObstacles = {
    segments: elements.flatMap((element) => {
      const points = element.waypoint ?? [];
      return points.slice(1).map((to, index) => [points[index] as TPoint, to] as [TPoint, TPoint]);
    }),
    boxes: elements.flatMap((element) => (element.bounds ? [element.bounds] : [])),
  };
  for (const element of elements) {
    const name = element.bpmnElement?.name?.trim();
    if (!name || !HAS_EXTERNAL_LABEL.has(element.bpmnElement?.$type ?? '')) continue;
    const size = labelSize(name);
    const candidates = element.bounds
      ? shapeCandidates(element.bounds, size)
      : flowCandidates(element.waypoint ?? [], size);
    const box = candidates.find((candidate) => isClear(candidate, obstacles)) ?? candidates[0];
    if (!box) continue;
    element.label = moddle.create('bpmndi:BPMNLabel', { bounds: moddle.create('dc:Bounds', box) });
    obstacles.boxes.push(box);
  }
  const { xml } = await moddle.toXML(rootElement, { format: true });
  return xml;
};
