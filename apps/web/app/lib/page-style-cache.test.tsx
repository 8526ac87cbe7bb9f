import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Table } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createPageStyleCache } from './page-style-cache';

const renderWith = (shared: ReturnType<typeof createCache>, node: React.ReactNode) => {
  const { view, usedStyles } = createPageStyleCache(shared);
  renderToString(<StyleProvider cache={view}>{node}</StyleProvider>);
  return extractStyle(usedStyles());
};

describe('createPageStyleCache', () => {
  it("extracts the styles of this render only, while the process-wide cache keeps every page's", () => {
    const shared = createCache();
    const tablePage = renderWith(shared, <Table dataSource={[]} columns={[]} />);
    const buttonPage = renderWith(shared, <Button>查询</Button>);

    expect(tablePage).toContain('.ant-table');
    expect(buttonPage).toContain('.ant-btn');
    expect(buttonPage).not.toContain('.ant-table');
    expect(extractStyle(shared)).toContain('.ant-table');
  });

  it('gives the same styles as a cache of its own would', () => {
    const alone = createCache();
    renderToString(
      <StyleProvider cache={alone}>
        <Button>查询</Button>
      </StyleProvider>,
    );
    expect(renderWith(createCache(), <Button>查询</Button>)).toBe(extractStyle(alone));
  });
});
