import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { authMessages } from '../../features/auth/messages';
import { fetchViewer, setViewer, useViewer } from '../../lib/viewer';
import type { Route } from './+types/change-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(authMessages.changePasswordTitle) }];

/**
 * 修改密码 from the top bar; also 修改初始密码, where the workspace sends an account whose password
 * was issued by someone else until it has chosen its own.
 */
export default function ChangePassword() {
  const viewer = useViewer();
  const navigate = useNavigate();
  if (!viewer) return null;
  const forced = viewer.mustChangePassword;
  const title = forced ? authMessages.forcedChangeTitle : authMessages.changePasswordTitle;

  const changed = async () => {
    // The menu and the rest of the workspace open once the server knows the password is the owner's.
    setViewer(await fetchViewer());
    if (forced) await navigate(paths.purHome.getHref());
  };

  return (
    <PageSection title={title} trail={[title]}>
      <Typography.Paragraph type={forced ? 'warning' : 'secondary'}>
        {forced ? authMessages.forcedChangeIntro : authMessages.changeIntro}
      </Typography.Paragraph>
      <ChangePasswordForm viewer={viewer} onChanged={() => void changed()} />
    </PageSection>
  );
}
