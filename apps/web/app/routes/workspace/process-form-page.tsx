import { Button, Result } from 'antd';
import { useState, type ReactNode } from 'react';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';

type TProcessFormPageMessages = {
  pageTitle: string;
  savedTitle: string;
  savedText: string;
  submittedTitle: string;
  submittedText: (currentStateName: string) => string;
  goToWorkBench: string;
  recordAnother: string;
};

type TProcessFormPageProps<TSaved> = {
  messages: TProcessFormPageMessages;
  renderForm: (onSaved: (saved: TSaved, submitted: boolean) => void) => ReactNode;
};

/**
 * The page of a form that starts an approval process (负面行为录入, 需求提报): the form, then what happened
 * (saved, or submitted and where it waits), the way to 我的待办, or another one.
 */
export function ProcessFormPage<TSaved extends { currentStateName: string }>({
  messages,
  renderForm,
}: TProcessFormPageProps<TSaved>) {
  const [saved, setSaved] = useState<{ result: TSaved; submitted: boolean } | null>(null);
  const trail = useMenuTrail(messages.pageTitle);
  return (
    <PageSection title={messages.pageTitle} trail={trail}>
      {saved ? (
        <Result
          status="success"
          title={saved.submitted ? messages.submittedTitle : messages.savedTitle}
          subTitle={
            saved.submitted ? messages.submittedText(saved.result.currentStateName) : messages.savedText
          }
          extra={[
            <ButtonLink key="work-bench" to={paths.workBench.getHref()}>
              {messages.goToWorkBench}
            </ButtonLink>,
            <Button key="again" onClick={() => setSaved(null)}>
              {messages.recordAnother}
            </Button>,
          ]}
        />
      ) : (
        renderForm((result, submitted) => setSaved({ result, submitted }))
      )}
    </PageSection>
  );
}
