import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import { confirmSubscription } from '../../features/saved-searches/api/confirm-email-subscription';
import { unsubscribe } from '../../features/saved-searches/api/unsubscribe-email';
import { savedSearchMessages as messages } from '../../features/saved-searches/messages';
import type { Route } from './+types/subscription';

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(messages.subscriptionTitle) },
  // Links carry tokens: keep them out of search engines and other sites' referrers.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The links of subscription mails (/subscription?action=confirm|unsubscribe&token=…). Opening the link
 * changes nothing (mail scanners open links too); the visitor's click on the button does.
 */
export default function Subscription() {
  const [params] = useSearchParams();
  const action = params.get('action') === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ done?: string; failed?: string; busy?: boolean }>({});

  const run = async () => {
    setState({ busy: true });
    try {
      const answer = action === 'confirm' ? await confirmSubscription(token) : await unsubscribe(token);
      setState({
        done:
          action === 'confirm'
            ? messages.confirmed(answer.email, answer.searchName)
            : messages.unsubscribed(answer.email, answer.searchName),
      });
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <PageSection title={messages.subscriptionTitle}>
      {!token ? (
        <Alert type="warning" showIcon message={messages.badLink} />
      ) : state.done ? (
        <Result status="success" title={state.done} />
      ) : (
        <Result
          status="info"
          title={action === 'confirm' ? messages.confirmAction : messages.unsubscribeAction}
          subTitle={action === 'confirm' ? messages.confirmPrompt : messages.unsubscribePrompt}
          extra={
            <>
              {state.failed ? (
                <Alert type="error" showIcon message={state.failed} style={{ marginBottom: 16 }} />
              ) : null}
              <Button
                type="primary"
                danger={action === 'unsubscribe'}
                loading={state.busy}
                onClick={() => void run()}
              >
                {action === 'confirm' ? messages.confirmAction : messages.unsubscribeAction}
              </Button>
            </>
          }
        />
      )}
    </PageSection>
  );
}
