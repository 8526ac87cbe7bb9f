import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState, type ReactNode } from 'react';
import '../lib/dayjs';
import { getQueryClient } from '../lib/query-client';
import { antdTheme } from './antd-theme';
import { FeedbackBridge } from './feedback-bridge';

/** Everything every page needs: data cache, antd in Chinese with the portal theme, toasts and dialogs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={antdTheme}>
        <AntdApp>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
