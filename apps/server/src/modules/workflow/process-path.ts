import type { TProcessDefinition } from './process-definition.js';

/** One move of an instance: the step whose decision opened the next one. */
export type TStepMove = { from: string; to: string };

/**
 * The flows an instance has taken, for the 流程图: the start's flow, and for each move from one step
 * to the next the flows between them (through the gateways that chose the way), and the way to the
 * end once the process has completed there. A return to an earlier step is no flow of the definition:
 * it adds none. Gateways passed and the end reached are answered with the flows.
 */
export const takenPathOf = (
  definition: Pick<TProcessDefinition, 'nodes' | 'startFlowId'>,
  moves: readonly TStepMove[],
  endedAfter: string | null,
): { flowIds: string[]; gatewayIds: string[]; endIds: string[] } => {
  const flowIds = new Set<string>([definition.startFlowId]);
  const gatewayIds = new Set<string>();
  const endIds = new Set<string>();
  /** The flows from `from` to a node `reaches` accepts, only through gateways (breadth first). */
  const wayFrom = (from: string, reaches: (id: string) => boolean) => {
    const queue: { id: string; flows: string[]; gateways: string[] }[] = [
      { id: from, flows: [], gateways: [] },
    ];
    const seen = new Set<string>([from]);
    while (queue.length > 0) {
      const current = queue.shift();
      if (!current) break;
      const node = definition.nodes.get(current.id);
      if (!node || node.kind === 'endEvent') continue;
      for (const flow of node.outgoing) {
        const way = { flows: [...current.flows, flow.id], gateways: current.gateways, target: flow.targetId };
        if (reaches(flow.targetId)) return way;
        const target = definition.nodes.get(flow.targetId);
        if (target?.kind === 'exclusiveGateway' && !seen.has(target.id)) {
          seen.add(target.id);
          queue.push({ id: target.id, flows: way.flows, gateways: [...way.gateways, target.id] });
        }
      }
    }
    return null;
  };
  const take = (way: { flows: string[]; gateways: string[]; target: string } | null) => {
    way?.flows.forEach((id) => flowIds.add(id));
    way?.gateways.forEach((id) => gatewayIds.add(id));
    return way;
  };
  for (const move of moves) take(wayFrom(move.from, (id) => id === move.to));
  if (endedAfter !== null) {
    const end = take(wayFrom(endedAfter, (id) => definition.nodes.get(id)?.kind === 'endEvent'));
    if (end) endIds.add(end.target);
  }
  return { flowIds: [...flowIds], gatewayIds: [...gatewayIds], endIds: [...endIds] };
};
