import { NOTICE_CHANGE_KINDS, NOTICE_TYPE_CODES } from '@supportal/contract';
import { describe, expect, it } from 'vitest';
import { OCDS_NOTICE_TYPES, ocdsStageOf, procurementMethodOf, releaseTagOf } from './ocds-stages.js';

describe('OCDS stages of notice types', () => {
  it('covers the procurement notices and results, and only them', () => {
    expect(OCDS_NOTICE_TYPES.every((type) => NOTICE_TYPE_CODES.includes(type as never))).toBe(true);
    expect(ocdsStageOf('2')?.stage).toBe('tender');
    expect(ocdsStageOf('49')?.stage).toBe('planning');
    expect(['8', '33', '45'].map((type) => ocdsStageOf(type))).toEqual([
      { stage: 'award', awardStatus: 'pending' },
      { stage: 'award', awardStatus: 'active' },
      { stage: 'award', awardStatus: 'active' },
    ]);
    for (const other of ['3', '16', '24', '29', '30', '47']) expect(ocdsStageOf(other)).toBeUndefined();
  });

  it('tags first publication, updates and withdrawals by stage', () => {
    const { published, amended, withdrawn, reinstated } = NOTICE_CHANGE_KINDS;
    const tags = (stage: 'planning' | 'tender' | 'award') =>
      [published, amended, withdrawn, reinstated].map((kind) => releaseTagOf(stage, kind));
    expect(tags('planning')).toEqual(['planning', 'planningUpdate', 'planningUpdate', 'planningUpdate']);
    expect(tags('tender')).toEqual(['tender', 'tenderUpdate', 'tenderCancellation', 'tenderUpdate']);
    expect(tags('award')).toEqual(['award', 'awardUpdate', 'awardCancellation', 'awardUpdate']);
  });

  it('claims a procurement method only for purchase modes that have one', () => {
    expect(['公开招标', '邀请招标', '竞争性谈判', '询价', '单一来源'].map(procurementMethodOf)).toEqual([
      'open',
      'selective',
      'limited',
      'limited',
      'direct',
    ]);
    expect(procurementMethodOf('比选')).toBeUndefined();
    expect(procurementMethodOf('框架协议')).toBeUndefined();
  });
});
