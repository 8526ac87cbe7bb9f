import {
  AppstoreOutlined,
  AuditOutlined,
  ClusterOutlined,
  HomeOutlined,
  ProfileOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TMenuIcon } from '../../config/menu';
import { paths } from '../../config/paths';
import type { TMenuNode } from '../../lib/access';
import { workspaceMessages } from './messages';
import styles from './workspace.module.css';

const ICONS: Record<TMenuIcon, ReactNode> = {
  workbench: <ProfileOutlined />,
  business: <ShopOutlined />,
  supplier: <ClusterOutlined />,
  purchase: <AuditOutlined />,
  system: <AppstoreOutlined />,
};

type TMenuItem = Required<MenuProps>['items'][number];

const toItem = (node: TMenuNode, topLevel: boolean): TMenuItem => {
  const icon = topLevel ? ICONS[node.icon] : undefined;
  if (node.children.length > 0) {
    return {
      key: node.code,
      icon,
      label: node.title,
      children: node.children.map((child) => toItem(child, false)),
    };
  }
  return { key: node.code, icon, label: <Link to={node.url}>{node.title}</Link> };
};

/** The permission menu: the user's authorities as the access module nests them, links to their pages. */
export function WorkspaceMenu({
  menu,
  selectedCodes,
}: {
  menu: readonly TMenuNode[];
  selectedCodes: string[];
}) {
  const items: TMenuItem[] = [
    {
      key: 'home',
      icon: <HomeOutlined />,
      label: <Link to={paths.purHome.getHref()}>{workspaceMessages.shortcutsHome}</Link>,
    },
    ...menu.map((node) => toItem(node, true)),
  ];
  return (
    <nav className={styles.menuBar} aria-label={workspaceMessages.menuLabel}>
      <div className={styles.container}>
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selectedCodes.length > 0 ? selectedCodes : []}
          className={styles.menu}
        />
      </div>
    </nav>
  );
}
