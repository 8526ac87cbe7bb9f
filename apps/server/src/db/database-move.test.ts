import { describe, expect, it } from 'vitest';
import { orderByDependencies } from './database-move.js';

describe('orderByDependencies', () => {
  it('puts every parent before its children, whatever order the tables come in', () => {
    const order = orderByDependencies(
      ['wf_events', 'files', 'accounts', 'attachments', 'wf_process_instances'],
      [
        { child: 'wf_events', parent: 'wf_process_instances' },
        { child: 'wf_process_instances', parent: 'accounts' },
        { child: 'attachments', parent: 'files' },
        { child: 'files', parent: 'accounts' },
        { child: 'accounts', parent: 'accounts' },
      ],
    );
    expect(order).toEqual(['accounts', 'files', 'wf_process_instances', 'attachments', 'wf_events']);
  });

  it('refuses tables that refer to each other in a ring, naming them', () => {
    expect(() =>
      orderByDependencies(
        ['a', 'b', 'c'],
        [
          { child: 'a', parent: 'b' },
          { child: 'b', parent: 'a' },
        ],
      ),
    ).toThrow('外键成环，无法确定复制顺序：a、b');
  });
});
