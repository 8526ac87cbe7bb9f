import { createHash } from 'node:crypto';
import { BpmnModdle } from 'bpmn-moddle';
import { layoutProcess } from 'bpmn-auto-layout';
import { parseCondition, type TCondition } from './condition-language.js';
import { placeDiagramLabels } from './diagram-labels.js';

/** The role of a step done by the process's starter (record, edit, resubmit). */
export const STARTER_ROLE = 'STARTER';

export type TFlow = { id: string; name: string; targetId: string; condition: TCondition | null };

export type TUserTaskStep = {
  kind: 'userTask';
  id: string;
  name: string;
  /** A role name, or STARTER_ROLE. */
  role: string;
  /** '1' 总部, '2' 省分, '3' 地市: the step acts through the business unit's ancestor at this level. */
  orgLevel: '1' | '2' | '3' | null;
  limitHours: number | null;
  returnTo: string[];
  /** processInstStatus while the starter edits at this step: after a save or withdraw, after a return. */
  editStatus: number | null;
  returnedStatus: number | null;
  outgoing: TFlow[];
};
export type TGatewayNode = {
  kind: 'exclusiveGateway';
  id: string;
  name: string;
  outgoing: TFlow[];
  defaultFlowId: string | null;
};
export type TEndNode = { kind: 'endEvent'; id: string; name: string };
export type TProcessNode = TUserTaskStep | TGatewayNode | TEndNode;

export type TProcessDefinition = {
  key: string;
  name: string;
  module: string;
  category: string;
  startEventId: string;
  /** The starter's step (the one the start event leads to), and the flow that leads there. */
  firstStepId: string;
  startFlowId: string;
  nodes: ReadonlyMap<string, TProcessNode>;
  sourceXml: string;
  diagramXml: string;
  sha256: string;
};

/** What deploying needs to know of the product: its modules (with the variables they set) and roles. */
export type TDeployEnvironment = {
  modules: ReadonlyMap<string, { variables: readonly string[] }>;
  roles: ReadonlySet<string>;
};

export class DefinitionError extends Error {}

const SP = 'sp:';
const USER_TASK_ATTRIBUTES = new Set([
  'role',
  'orgLevel',
  'limitHours',
  'returnTo',
  'editStatus',
  'returnedStatus',
]);
const PROCESS_ATTRIBUTES = new Set(['module', 'category', 'variables']);
const SUPPORTED = new Set([
  'bpmn:StartEvent',
  'bpmn:EndEvent',
  'bpmn:UserTask',
  'bpmn:ExclusiveGateway',
  'bpmn:SequenceFlow',
]);

type TModdleElement = {
  $type: string;
  id?: string;
  name?: string;
  $attrs?: Record<string, string>;
  [key: string]: unknown;
};

const spAttributes = (element: TModdleElement, allowed: ReadonlySet<string>, where: string) => {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    if (name.startsWith('xmlns')) continue;
    if (!name.startsWith(SP)) throw new DefinitionError(`${where}：不支持的属性 ${name}`);
    const local = name.slice(SP.length);
    if (!allowed.has(local)) throw new DefinitionError(`${where}：不支持的属性 ${name}`);
    values.set(local, value.trim());
  }
  return values;
};

const positiveInt = (value: string | undefined, label: string, where: string): number | null => {
  if (value === undefined || value === '') return null;
  if (!/^[1-9]\d{0,4}$/.test(value)) throw new DefinitionError(`${where}：${label} 应为正整数`);
  return Number(value);
};

const parseModdle = async (xml: string) => {
  try {
    return await new BpmnModdle().fromXML(xml);
  } catch (error) {
    throw new DefinitionError(`BPMN 文件无法解析：${(error as Error).message}`);
  }
};

/**
 * Parses and checks a BPMN 2.0 definition against the subset the engine runs: one process; start and
 * end events, user tasks, exclusive gateways and sequence flows. Anything else — another element, a
 * dangling flow, an unknown role, module or variable, a condition outside the language, a step that
 * cannot reach an end — is refused with a message naming it.
 */
export const parseProcessDefinition = async (
  xml: string,
  environment: TDeployEnvironment,
): Promise<TProcessDefinition> => {
  const { rootElement, warnings } = await parseModdle(xml);
  const [warning] = warnings;
  if (warning) throw new DefinitionError(`BPMN 文件有错误：${warning.message}`);
  const processes = (
    (rootElement as unknown as { rootElements?: TModdleElement[] }).rootElements ?? []
  ).filter((element) => element.$type === 'bpmn:Process');
  const [process] = processes;
  if (!process || processes.length > 1)
    throw new DefinitionError('BPMN 文件应恰好包含一个流程（bpmn:process）');
  const key = process.id ?? '';
  if (!/^[A-Z][A-Z0-9_]{1,63}$/.test(key))
    throw new DefinitionError(`流程 id 应为大写字母、数字和下划线：${key}`);
  const processName = process.name?.trim();
  if (!processName) throw new DefinitionError(`流程 ${key} 缺少名称`);
  const processAttributes = spAttributes(process, PROCESS_ATTRIBUTES, `流程 ${key}`);
  const module = processAttributes.get('module') ?? '';
  const moduleInfo = environment.modules.get(module);
  if (!moduleInfo) throw new DefinitionError(`流程 ${key}：未知的业务模块 sp:module="${module}"`);
  const category = processAttributes.get('category') || module;
  const declaredVariables = new Set(
    (processAttributes.get('variables') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const variable of declaredVariables)
    if (!moduleInfo.variables.includes(variable))
      throw new DefinitionError(`流程 ${key}：业务模块 ${module} 不提供变量 ${variable}`);

  const elements = (process.flowElements as TModdleElement[] | undefined) ?? [];
  const nodes = new Map<string, TProcessNode>();
  const starts: TModdleElement[] = [];
  for (const element of elements) {
    const where = `${element.$type.replace('bpmn:', '')} ${element.id ?? ''}`;
    if (!SUPPORTED.has(element.$type))
      throw new DefinitionError(`不支持的元素 ${element.$type}（${element.id ?? '无 id'}）`);
    if (element.loopCharacteristics) throw new DefinitionError(`${where}：不支持多实例（会签）`);
    if (element.eventDefinitions && (element.eventDefinitions as unknown[]).length > 0)
      throw new DefinitionError(`${where}：不支持带事件定义的开始/结束事件`);
    const id = element.id ?? '';
    const name = element.name?.trim() ?? '';
    switch (element.$type) {
      case 'bpmn:StartEvent':
        starts.push(element);
        break;
      case 'bpmn:EndEvent':
        nodes.set(id, { kind: 'endEvent', id, name: name || '结束' });
        break;
      case 'bpmn:UserTask': {
        const attributes = spAttributes(element, USER_TASK_ATTRIBUTES, where);
        if (!name) throw new DefinitionError(`${where}：缺少环节名称`);
        const role = attributes.get('role') ?? '';
        if (role !== STARTER_ROLE && !environment.roles.has(role))
          throw new DefinitionError(`${where}：未知的角色 sp:role="${role}"`);
        const orgLevel = attributes.get('orgLevel') ?? null;
        if (
          role === STARTER_ROLE ? orgLevel !== null : orgLevel !== '1' && orgLevel !== '2' && orgLevel !== '3'
        )
          throw new DefinitionError(`${where}：sp:orgLevel 应为 1、2 或 3（发起人环节不填）`);
        const editStatus = positiveInt(attributes.get('editStatus'), 'sp:editStatus', where);
        const returnedStatus = positiveInt(attributes.get('returnedStatus'), 'sp:returnedStatus', where);
        if (role !== STARTER_ROLE && (editStatus !== null || returnedStatus !== null))
          throw new DefinitionError(`${where}：只有发起人环节可设置编辑状态`);
        nodes.set(id, {
          kind: 'userTask',
          id,
          name,
          role,
          orgLevel: orgLevel as TUserTaskStep['orgLevel'],
          limitHours: positiveInt(attributes.get('limitHours'), 'sp:limitHours', where),
          returnTo: (attributes.get('returnTo') ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
          editStatus,
          returnedStatus,
          outgoing: [],
        });
        break;
      }
      case 'bpmn:ExclusiveGateway':
        spAttributes(element, new Set(), where);
        nodes.set(id, {
          kind: 'exclusiveGateway',
          id,
          name,
          outgoing: [],
          defaultFlowId: (element.default as TModdleElement | undefined)?.id ?? null,
        });
        break;
    }
  }
  const [start] = starts;
  if (!start || starts.length > 1) throw new DefinitionError(`流程 ${key} 应恰好有一个开始事件`);

  let firstStepId: string | null = null;
  let startFlowId = '';
  for (const element of elements.filter((item) => item.$type === 'bpmn:SequenceFlow')) {
    const flowId = element.id ?? '';
    const sourceId = (element.sourceRef as TModdleElement | undefined)?.id;
    const targetId = (element.targetRef as TModdleElement | undefined)?.id;
    if (!sourceId || !targetId) throw new DefinitionError(`连线 ${flowId} 缺少起点或终点`);
    const target = nodes.get(targetId);
    if (!target) throw new DefinitionError(`连线 ${flowId} 指向的元素 ${targetId} 不在流程中或不能作为终点`);
    const body = (element.conditionExpression as { body?: string } | undefined)?.body?.trim();
    const condition = body ? parseFlowCondition(body, declaredVariables, flowId) : null;
    const flow: TFlow = { id: flowId, name: element.name?.trim() ?? '', targetId, condition };
    if (sourceId === start.id) {
      if (firstStepId !== null) throw new DefinitionError('开始事件只能有一条出线');
      if (target.kind !== 'userTask' || target.role !== STARTER_ROLE)
        throw new DefinitionError('开始事件应连到发起人环节（sp:role="STARTER"）');
      firstStepId = targetId;
      startFlowId = flowId;
      continue;
    }
    const source = nodes.get(sourceId);
    if (!source) throw new DefinitionError(`连线 ${flowId} 的起点 ${sourceId} 不在流程中`);
    if (source.kind === 'endEvent') throw new DefinitionError(`结束事件 ${sourceId} 不能有出线`);
    if (source.kind === 'userTask' && condition)
      throw new DefinitionError(`环节 ${sourceId} 的出线不能带条件，请使用排他网关`);
    source.outgoing.push(flow);
  }
  if (!firstStepId) throw new DefinitionError('开始事件缺少出线');

  for (const node of nodes.values()) {
    if (node.kind === 'userTask') {
      if (node.outgoing.length !== 1)
        throw new DefinitionError(`环节 ${node.id} 应恰好有一条出线（分支请用排他网关）`);
      for (const target of node.returnTo) {
        const step = nodes.get(target);
        if (!step || step.kind !== 'userTask' || target === node.id)
          throw new DefinitionError(`环节 ${node.id} 的 sp:returnTo 指向的 ${target} 不是其他环节`);
      }
    }
    if (node.kind === 'exclusiveGateway') {
      if (node.outgoing.length === 0) throw new DefinitionError(`排他网关 ${node.id} 缺少出线`);
      if (node.defaultFlowId && !node.outgoing.some((flow) => flow.id === node.defaultFlowId))
        throw new DefinitionError(`排他网关 ${node.id} 的默认出线不是它的出线`);
      for (const flow of node.outgoing)
        if (!flow.condition && flow.id !== node.defaultFlowId)
          throw new DefinitionError(`排他网关 ${node.id} 的出线 ${flow.id} 既无条件也不是默认出线`);
    }
  }
  checkReachability(nodes, firstStepId);

  // A drawn diagram is the author's; a laid-out one gets its labels placed clear of the flows.
  const diagramXml = xml.includes('BPMNDiagram') ? xml : await placeDiagramLabels(await layoutProcess(xml));
  return {
    key,
    name: processName,
    module,
    category,
    startEventId: start.id ?? '',
    firstStepId,
    startFlowId,
    nodes,
    sourceXml: xml,
    diagramXml,
    sha256: createHash('sha256').update(xml).digest('hex'),
  };
};

const parseFlowCondition = (body: string, variables: ReadonlySet<string>, flowId: string) => {
  try {
    return parseCondition(body, variables);
  } catch (error) {
    throw new DefinitionError(`连线 ${flowId} 的条件有误：${(error as Error).message}`);
  }
};

/** Every node is reachable from the first step, and an end is reachable from every node (no dead ends). */
const checkReachability = (nodes: ReadonlyMap<string, TProcessNode>, firstStepId: string) => {
  const reached = new Set<string>();
  const walk = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const node = nodes.get(id);
    if (node && node.kind !== 'endEvent') for (const flow of node.outgoing) walk(flow.targetId);
  };
  walk(firstStepId);
  for (const id of nodes.keys()) if (!reached.has(id)) throw new DefinitionError(`元素 ${id} 从开始无法到达`);
  const ending = new Set(
    [...nodes.values()].filter((node) => node.kind === 'endEvent').map((node) => node.id),
  );
  if (ending.size === 0) throw new DefinitionError('流程缺少结束事件');
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes.values())
      if (
        !ending.has(node.id) &&
        node.kind !== 'endEvent' &&
        node.outgoing.some((flow) => ending.has(flow.targetId))
      ) {
        ending.add(node.id);
        grew = true;
      }
  }
  for (const id of nodes.keys())
    if (!ending.has(id)) throw new DefinitionError(`元素 ${id} 无法到达结束事件`);
};
