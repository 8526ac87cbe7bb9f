import { describe, expect, it } from 'vitest';
import { parseTaskPageQuery } from './task-page-query';

const parse = (query: string) => parseTaskPageQuery(new URLSearchParams(query));

describe('task page address', () => {
  it('reads the work item, its process and the task type', () => {
    expect(parse('processInstID=12&workItemID=345&taskType=edit')).toEqual({
      processInstID: '12',
      workItemID: '345',
      taskType: 'edit',
    });
  });

  it('opens anything but an explicit edit read-only', () => {
    expect(parse('processInstID=12&workItemID=345&taskType=finished')?.taskType).toBe('finished');
    expect(parse('processInstID=12&workItemID=345')?.taskType).toBe('finished');
    expect(parse('processInstID=12&workItemID=345&taskType=EDIT')?.taskType).toBe('finished');
  });

  it('refuses missing or malformed ids', () => {
    expect(parse('processInstID=12')).toBeNull();
    expect(parse('processInstID=abc&workItemID=1')).toBeNull();
    expect(parse('processInstID=012&workItemID=1')).toBeNull();
  });
});
