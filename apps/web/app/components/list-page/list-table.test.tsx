import { renderToString } from 'react-dom/server';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from '../widgets/load-failed';
import { ListTable, PagedListTable, type TListTableProps } from './list-table';

type TRow = { id: string; name: string };
const rows: TRow[] = [{ id: '1', name: '南京铁塔' }];
const columns = [{ key: 'name', dataIndex: 'name', title: '名称' }];
const paging = { current: 2, size: 20, total: 45, sizeOptions: [20, 50], onChange: () => undefined };

/** The table's HTML with these props over a loaded first list of one row. */
const render = (props: Partial<TListTableProps<TRow>>) =>
  renderToString(
    <ListTable<TRow>
      rowKey="id"
      columns={columns}
      rows={rows}
      loading={false}
      failed={false}
      onRetry={() => undefined}
      {...props}
    />,
  );

describe('ListTable', () => {
  it('shows the rows and the paging of the address', () => {
    const html = render({ paging });
    expect(html).toContain('南京铁塔');
    expect(html).toContain('共 45 条');
    expect(html).not.toContain('加载失败');
  });

  it('shows a failed list as 加载失败 with 重试, never as an empty table', () => {
    const html = render({ rows: [], failed: true, paging });
    expect(html).toContain('加载失败');
    // antd spaces out a two-character button label.
    expect(html).toMatch(/重 ?试/);
    expect(html).not.toContain('暂无数据');
    expect(html).not.toContain('共 0 条');
  });

  it('asks again when 重试 is pressed', () => {
    const onRetry = vi.fn();
    const failed = ListTable<TRow>({
      rowKey: 'id',
      columns,
      rows: [],
      loading: false,
      failed: true,
      onRetry,
    });
    expect(isValidElement(failed) && failed.type).toBe(LoadFailed);
    const alert = LoadFailed((failed as ReactElement<{ onRetry: () => void }>).props);
    const retryButton = (alert.props as { action: ReactElement<{ onClick: () => void }> }).action;
    retryButton.props.onClick();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names the list as a region when asked to', () => {
    expect(render({ sectionLabel: '我的待办', failed: true })).toContain('<section aria-label="我的待办">');
  });
});

describe('PagedListTable', () => {
  it('shows one page of records with the paging of the address, and a small table when asked', () => {
    const html = renderToString(
      <PagedListTable<TRow>
        rowKey="id"
        columns={columns}
        records={rows}
        total={45}
        current={2}
        size={20}
        sizeOptions={[20, 50]}
        tableSize="small"
        loading={false}
        failed={false}
        onRetry={() => undefined}
        onPageChange={() => undefined}
      />,
    );
    expect(html).toContain('南京铁塔');
    expect(html).toContain('共 45 条');
    expect(html).toContain('ant-table-small');
  });
});
