import { Alert, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { LoadFailed } from '../../components/widgets/load-failed';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { loadAuthorities, type TAuthorityTree } from '../../features/authorities/api/query-authorities';
import { loadRoleGrants, type TRoleGrantsView } from '../../features/authorities/api/query-role-grants';
import { AuthorityDialog } from '../../features/authorities/components/authority-dialog';
import { AuthorityTreePanel } from '../../features/authorities/components/authority-tree-panel';
import { RoleGrantsPanel } from '../../features/authorities/components/role-grants-panel';
import { authorityMessages as messages } from '../../features/authorities/messages';
import type { TAdminAuthority } from '@supportal/contract';
import {
  browserLoaderOf,
  loadPageOrFailure,
  serverLoaderOf,
  type TLoaderCalls,
} from '../../lib/loader-calls';
import { useListPage } from '../../lib/use-list-page';
import { useMenuTrail } from '../../components/access/permission-gate';
import type { Route } from './+types/authorities';

const EMPTY_TREE: TAuthorityTree = { authorities: [], editable: false };
const EMPTY_GRANTS: TRoleGrantsView = { roles: [], grantable: [], editable: false };

const loadPage = async (calls: TLoaderCalls) => {
  const [treeResult, grantsResult] = await Promise.all([
    loadPageOrFailure(loadAuthorities(calls.fresh), 'authorities', EMPTY_TREE),
    loadPageOrFailure(loadRoleGrants(calls.fresh), 'role grants', EMPTY_GRANTS),
  ]);
  return {
    tree: treeResult.page,
    grants: grantsResult.page,
    failed: treeResult.failed || grantsResult.failed,
  };
};

export const loader = serverLoaderOf(loadPage);

export const clientLoader = browserLoaderOf(loadPage);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

type TEditing = { kind: 'edit'; authority: TAdminAuthority } | { kind: 'add'; parentCode: string | null };

/** 菜单权限 (系统管理): the menu authority tree and which roles hold which items. */
export default function AuthoritiesPage({ loaderData }: Route.ComponentProps) {
  const { tree, grants, failed } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const { loading, retry } = useListPage();
  const trail = useMenuTrail(messages.pageTitle);
  const [editing, setEditing] = useState<TEditing | null>(null);
  const tab = searchParams.get('tab') === 'roles' ? 'roles' : 'tree';
  const role = searchParams.get('role') ?? grants.roles[0]?.role ?? '';
  const editable = tree.editable;
  const hrefParams = (href: string) => new URL(href, 'http://portal.local').searchParams;

  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      {!editable && !failed && (
        <Alert type="info" showIcon title={messages.readOnly} style={{ marginBottom: 16 }} />
      )}
      {failed ? (
        <LoadFailed onRetry={retry} retrying={loading} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(next) =>
            setSearchParams(
              hrefParams(paths.adminAuthorities.getHref(next === 'roles' ? { tab: 'roles', role } : {})),
            )
          }
          items={[
            {
              key: 'tree',
              label: messages.tabs.tree,
              children: (
                <AuthorityTreePanel
                  authorities={tree.authorities}
                  editable={editable}
                  onAdd={(parentCode) => setEditing({ kind: 'add', parentCode })}
                  onEdit={(authority) => setEditing({ kind: 'edit', authority })}
                  onChanged={retry}
                />
              ),
            },
            {
              key: 'roles',
              label: messages.tabs.roles,
              children: (
                <RoleGrantsPanel
                  authorities={tree.authorities}
                  roles={grants.roles}
                  grantable={grants.grantable}
                  editable={grants.editable}
                  role={role}
                  onRoleChange={(next) =>
                    setSearchParams(hrefParams(paths.adminAuthorities.getHref({ tab: 'roles', role: next })))
                  }
                  onSaved={retry}
                />
              ),
            },
          ]}
        />
      )}
      {editing && (
        <AuthorityDialog
          authorities={tree.authorities}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            retry();
          }}
        />
      )}
    </PageSection>
  );
}
