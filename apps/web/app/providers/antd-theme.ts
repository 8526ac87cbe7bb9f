import type { ThemeConfig } from 'antd';

export const BRAND_BLUE = '#0b5cad';

/**
 * Corporate blue. antd's default link blue and description grey fail WCAG AA contrast on white and
 * on the light grey page background, hence the darker values.
 */
export const antdTheme: ThemeConfig = {
  // A fixed key instead of one from useId: the same class on every page and on server and client.
  cssVar: { key: 'supportal' },
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: '#0a4f96',
    colorLinkHover: '#1f70c1',
    colorLinkActive: '#083d75',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
  },
};
