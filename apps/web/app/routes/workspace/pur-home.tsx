import type { TMenuAuthority, TUserInfo } from '@supportal/contract';
import { Alert, Button, Descriptions, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../features/auth/api/get-user-info';
import { clearLoginSession } from '../../features/auth/lib/auth-session';
import { isAppError } from '../../lib/app-error';
import type { Route } from './+types/pur-home';
import { workspaceMessages as messages } from './messages';
import styles from './workspace.module.css';

export const meta: Route.MetaFunction = () => [{ title: messages.title }];

/** The authority list nested by parent code, each level by sort (spec section 6). */
const nestMenu = (items: readonly TMenuAuthority[]) => {
  const sorted = [...items].sort((a, b) => a.sort - b.sort);
  const codes = new Set(sorted.map((item) => item.authorityCode));
  return sorted
    .filter((item) => !item.parentAuthorityCode || !codes.has(item.parentAuthorityCode))
    .map((item) => ({
      ...item,
      children: sorted.filter((child) => child.parentAuthorityCode === item.authorityCode),
    }));
};

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
          { key: 'roles', label: messages.fields.roles, children: info.roles.join('、') },
        ]}
      />
    </section>
  );
}

function MenuPanel({ items }: { items: readonly TMenuAuthority[] }) {
  const menu = nestMenu(items);
  return (
    <section className={styles.panel} aria-labelledby="menu-title">
      <h2 id="menu-title" className={styles.panelTitle}>
        {messages.menuTitle}
      </h2>
      {menu.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.noMenu} />
      ) : (
        <ul className={styles.menu}>
          {menu.map((item) => (
            <li key={item.authorityCode}>
              {item.authorityName}
              {item.children.length > 0 ? (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.authorityCode}>{child.authorityName}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The supplier home for now: who is logged in and what their menu holds. */
export default function PurHome() {
  const userInfo = useUserInfo();
  const navigate = useNavigate();
  const expired = isAppError(userInfo.error) && userInfo.error.httpStatus === 401;

  // An expired or revoked session: forget it and start over at '/'.
  useEffect(() => {
    if (!expired) return;
    clearLoginSession();
    void navigate('/', { replace: true });
  }, [expired, navigate]);

  if (userInfo.isPending || expired) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (userInfo.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={messages.loadFailed}
        description={userInfo.error.message}
        action={
          <Button size="small" onClick={() => void userInfo.refetch()}>
            {messages.retry}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <UserInfoPanel info={userInfo.data} />
      <MenuPanel items={userInfo.data.menuAuthorities} />
    </>
  );
}
