import type { TUserInfo } from '@supportal/contract';
import { Descriptions, Empty } from 'antd';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { accessOf, type TMenuNode } from '../../lib/access';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/pur-home';
import { workspaceMessages as messages } from './messages';
import styles from './workspace.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.shortcutsHome) }];

function UserInfoPanel({ info }: { info: TUserInfo }) {
  const orgLevel = info.userOrgLevel
    ? (messages.orgLevels[info.userOrgLevel] ?? info.userOrgLevel)
    : messages.supplier;
  return (
    <section className={styles.panel} aria-labelledby="user-info-title">
      <h2 id="user-info-title" className={styles.panelTitle}>
        {messages.userInfoTitle}
      </h2>
      <Descriptions
        column={2}
        bordered
        size="small"
        items={[
          { key: 'name', label: messages.fields.name, children: info.name },
          { key: 'userName', label: messages.fields.userName, children: info.userName },
          { key: 'corpName', label: messages.fields.corpName, children: info.corpName },
          { key: 'corpCode', label: messages.fields.corpCode, children: info.corpCode },
          { key: 'userOrgLevel', label: messages.fields.userOrgLevel, children: orgLevel },
          { key: 'roles', label: messages.fields.roles, children: info.roleNames.join('、') },
        ]}
      />
    </section>
  );
}

/** Every page the menu leads to, as one grid of shortcuts. */
const leavesOf = (nodes: readonly TMenuNode[]): TMenuNode[] =>
  nodes.flatMap((node) => (node.children.length > 0 ? leavesOf(node.children) : [node]));

function ShortcutsPanel({ menu }: { menu: readonly TMenuNode[] }) {
  const shortcuts = leavesOf(menu);
  return (
    <section className={styles.panel} aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className={styles.panelTitle}>
        {messages.shortcutsTitle}
      </h2>
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
    </section>
  );
}

/** The workspace's home: who is logged in and the functions their account may use. */
export default function PurHome() {
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <PageFrame trail={[]}>
      <UserInfoPanel info={viewer} />
      <ShortcutsPanel menu={accessOf(viewer).menu} />
    </PageFrame>
  );
}
