import { Alert, Button } from 'antd';
import { widgetMessages } from './messages';

/** What a list shows when its request failed: that it failed, and a way to ask again — never 暂无数据. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={widgetMessages.loadFailedTitle}
      description={widgetMessages.loadFailedText}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {widgetMessages.retry}
        </Button>
      }
    />
  );
}
