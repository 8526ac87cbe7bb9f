import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROCESS_NAMES, ROLES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { evaluateCondition, parseCondition } from './condition-language.js';
import { DefinitionError, parseProcessDefinition, type TDeployEnvironment } from './process-definition.js';
import {
  advanceFrom,
  returnTo,
  startAt,
  TransitionError,
  withdrawTo,
  type TInstanceFacts,
} from './transitions.js';

const environment: TDeployEnvironment = {
  modules: new Map([
    ['BLACKLIST', { variables: ['starterOrgLevel'] }],
    ['DEMAND_COLLECT', { variables: ['budget'] }],
  ]),
  roles: new Set(Object.values(ROLES)),
};

const shipped = (name: string) =>
  readFile(path.join(path.dirname(fileURLToPath(import.meta.url)), 'definitions', name), 'utf8');

/** A small valid process to break in one place per test. */
const processXml = (
  body: string,
  processAttributes = 'sp:module="BLACKLIST" sp:variables="starterOrgLevel"',
) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:sp="https://supportal.local/schema/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="TEST_PROCESS" name="测试流程" ${processAttributes}>
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="apply" name="申请" sp:role="STARTER" />
    <bpmn:userTask id="review" name="审核" sp:role="STAFF_PROV" sp:orgLevel="2" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <bpmn:sequenceFlow id="f2" sourceRef="apply" targetRef="review" />
    ${body}
  </bpmn:process>
</bpmn:definitions>`;
const VALID_END = '<bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="end" />';

const refusal = async (xml: string) => {
  try {
    await parseProcessDefinition(xml, environment);
  } catch (error) {
    if (error instanceof DefinitionError) return error.message;
    throw error;
  }
  return null;
};

describe('process definitions', () => {
  it('deploys the shipped definitions with their steps, and lays out a diagram for bpmn-js', async () => {
    const blacklist = await parseProcessDefinition(await shipped('blacklist-publication.bpmn'), environment);
    expect(blacklist).toMatchObject({ key: 'BLACKLIST_PUBLISH', module: 'BLACKLIST', firstStepId: 'record' });
    expect(blacklist.nodes.get('publish')).toMatchObject({
      name: '发布黑名单公告',
      role: 'STAFF_HQ',
      orgLevel: '1',
      limitHours: 72,
    });
    expect(blacklist.diagramXml).toContain('bpmndi:BPMNShape');
    const demand = await parseProcessDefinition(await shipped('demand-collection.bpmn'), environment);
    expect(demand.nodes.get('apply')).toMatchObject({ editStatus: 1, returnedStatus: 11 });
  });

  it('accepts a minimal valid process', async () => {
    expect(await refusal(processXml(VALID_END))).toBeNull();
  });

  it.each([
    [
      'an element outside the subset',
      `${VALID_END}<bpmn:scriptTask id="script" />`,
      '不支持的元素 bpmn:ScriptTask',
    ],
    [
      'a parallel gateway',
      `${VALID_END}<bpmn:parallelGateway id="fork" />`,
      '不支持的元素 bpmn:ParallelGateway',
    ],
    [
      'a dangling flow',
      `${VALID_END}<bpmn:sequenceFlow id="f9" sourceRef="review" targetRef="nowhere" />`,
      'nowhere',
    ],
    ['a step without a way out', '', '应恰好有一条出线'],
  ])('refuses %s', async (_name, body, message) => {
    expect(await refusal(processXml(body))).toContain(message);
  });

  it('refuses unknown roles, modules, variables and attributes', async () => {
    expect(await refusal(processXml(VALID_END).replace('STAFF_PROV', 'STAFF_MOON'))).toContain('未知的角色');
    expect(await refusal(processXml(VALID_END, 'sp:module="PAYROLL"'))).toContain('未知的业务模块');
    expect(await refusal(processXml(VALID_END, 'sp:module="BLACKLIST" sp:variables="salary"'))).toContain(
      '不提供变量 salary',
    );
    expect(
      await refusal(processXml(VALID_END).replace('sp:orgLevel="2"', 'sp:orgLevel="2" sp:limitHour="4"')),
    ).toContain('sp:limitHour');
    expect(await refusal(processXml(VALID_END).replace('sp:orgLevel="2"', 'sp:orgLevel="5"'))).toContain(
      'sp:orgLevel',
    );
    expect(await refusal('<not-bpmn/>')).not.toBeNull();
  });

  it('refuses a gateway flow without condition or default, and conditions outside the language', async () => {
    const gateway = (condition: string) => `
      <bpmn:exclusiveGateway id="gate" />
      <bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="gate" />
      <bpmn:sequenceFlow id="f4" sourceRef="gate" targetRef="end">${condition}</bpmn:sequenceFlow>`;
    const expression = (text: string) =>
      `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${text}</bpmn:conditionExpression>`;
    expect(await refusal(processXml(gateway('')))).toContain('既无条件也不是默认出线');
    expect(await refusal(processXml(gateway(expression("starterOrgLevel == '3'"))))).toBeNull();
    expect(await refusal(processXml(gateway(expression('process.exit(1)'))))).toContain('条件有误');
    expect(await refusal(processXml(gateway(expression('budget &gt; 5'))))).toContain('未声明的变量 budget');
  });
});

describe('condition language', () => {
  const declared = new Set(['budget', 'level']);
  it('compares numbers and text, with and binding tighter than or', () => {
    const condition = parseCondition("budget >= 1000000 or level == '1' and budget > 10", declared);
    expect(evaluateCondition(condition, { budget: 2_000_000, level: '3' })).toBe(true);
    expect(evaluateCondition(condition, { budget: 20, level: '1' })).toBe(true);
    expect(evaluateCondition(condition, { budget: 5, level: '1' })).toBe(false);
  });
  it('refuses what is not a comparison, and a number compared with text', () => {
    expect(() => parseCondition('budget', declared)).toThrow();
    expect(() => parseCondition('budget >= ', declared)).toThrow();
    expect(() => parseCondition("budget == 1 xor level == '1'", declared)).toThrow('and 或 or');
    expect(() => evaluateCondition(parseCondition("budget == '1'", declared), { budget: 1 })).toThrow('类型');
  });
});

describe('transitions', () => {
  const facts = (orgChain: TInstanceFacts['orgChain'], variables = {}): TInstanceFacts => ({
    starterAccountId: 7,
    variables,
    orgChain,
    businessOrgCode: orgChain['3'] ?? orgChain['2'] ?? orgChain['1'] ?? '',
  });
  const CITY = { '1': 'HQ', '2': 'JS', '3': 'NJ' } as const;

  it('routes a city record through the province, a province record straight to 总部', async () => {
    const definition = await parseProcessDefinition(await shipped('blacklist-publication.bpmn'), environment);
    expect(startAt(definition, facts(CITY))).toMatchObject({
      status: 1,
      newItems: [{ activityDefId: 'record', assigneeAccountId: 7 }],
    });
    expect(advanceFrom(definition, 'record', facts(CITY, { starterOrgLevel: '3' })).newItems).toEqual([
      expect.objectContaining({
        activityDefId: 'provinceReview',
        role: 'STAFF_PROV',
        orgCode: 'JS',
        assigneeAccountId: null,
      }),
    ]);
    expect(
      advanceFrom(definition, 'record', facts({ '1': 'HQ', '2': 'JS' }, { starterOrgLevel: '2' })).newItems,
    ).toEqual([expect.objectContaining({ activityDefId: 'publish', orgCode: 'HQ' })]);
    expect(advanceFrom(definition, 'publish', facts(CITY))).toEqual({
      newItems: [],
      status: 7,
      completed: true,
    });
  });

  it('returns only where the step allows, to who did the step; a withdraw reopens the submitter’s step', async () => {
    const definition = await parseProcessDefinition(await shipped('demand-collection.bpmn'), environment);
    expect(returnTo(definition, 'provinceReview', 'apply', facts(CITY), 7)).toMatchObject({
      status: 11,
      newItems: [{ assigneeAccountId: 7 }],
    });
    expect(returnTo(definition, 'hqReview', 'provinceReview', facts(CITY), 12)).toMatchObject({
      status: 2,
      newItems: [{ assigneeAccountId: 12, orgCode: 'JS' }],
    });
    expect(() => returnTo(definition, 'provinceReview', 'hqReview', facts(CITY), null)).toThrow(
      TransitionError,
    );
    expect(withdrawTo(definition, 'apply', facts(CITY), 7)).toMatchObject({ status: 1 });
    expect(advanceFrom(definition, 'provinceReview', facts(CITY, { budget: 999_999.99 }))).toMatchObject({
      completed: true,
    });
    expect(
      advanceFrom(definition, 'provinceReview', facts(CITY, { budget: 1_000_000 })).newItems[0]
        ?.activityDefId,
    ).toBe('hqReview');
    // A unit without a province above it cannot be reviewed by one.
    expect(() => advanceFrom(definition, 'apply', facts({ '1': 'HQ' }))).toThrow('省分');
  });
});

describe('the work bench names the shipped processes as their files do', () => {
  it('has every shipped definition in PROCESS_NAMES under its key and name', async () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'definitions');
    const shippedProcesses = Object.fromEntries(
      await Promise.all(
        (await readdir(folder))
          .filter((file) => file.endsWith('.bpmn'))
          .map(async (file) => {
            const match = /<bpmn:process id="([^"]+)" name="([^"]+)"/.exec(await shipped(file));
            return [match?.[1], match?.[2]] as const;
          }),
      ),
    );
    expect(shippedProcesses).toEqual(PROCESS_NAMES);
  });
});
