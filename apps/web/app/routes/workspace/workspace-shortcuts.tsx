import { Empty } from 'antd';
import { Link } from 'react-router';
import { ContentBox } from '../../components/widgets/content-box';
import type { TMenuNode } from '../../lib/access';
import { workspaceMessages as messages } from './messages';
import styles from './workspace.module.css';

/** Every page the menu leads to. */
const leavesOf = (nodes: readonly TMenuNode[]): TMenuNode[] =>
  nodes.flatMap((node) => (node.children.length > 0 ? leavesOf(node.children) : [node]));

/** 常用功能: the pages of the account's menu, one link each. */
export function WorkspaceShortcuts({ menu }: { menu: readonly TMenuNode[] }) {
  const shortcuts = leavesOf(menu);
  return (
    <ContentBox title={messages.shortcutsTitle}>
      {shortcuts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noShortcuts} />
      ) : (
        <ul className={styles.shortcuts}>
          {shortcuts.map((node) => (
            <li key={node.code}>
              <Link to={node.url}>{node.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </ContentBox>
  );
}
