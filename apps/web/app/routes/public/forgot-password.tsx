import { Link } from 'react-router';
import { Button } from 'antd';
import { PageSection } from '../../components/page/page-section';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { authMessages } from '../../features/auth/messages';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(authMessages.forgotTitle) }];

/** 忘记密码: the login card's link (issue 21, item 4). */
export default function ForgotPassword() {
  return (
    <PageSection title={authMessages.forgotTitle}>
      <ForgotPasswordForm
        loginLink={
          <Link to={paths.login.getHref()}>
            <Button type="primary">{authMessages.backToLogin}</Button>
          </Link>
        }
      />
    </PageSection>
  );
}
