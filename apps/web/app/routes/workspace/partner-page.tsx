import {
  IFRAME_TYPE_4A,
  PARTNER_FRAME_WIDTHS_PX,
  partnerPageQuery,
  partnerPageTarget,
  resolvePartnerTarget,
  type TInterfaceEntry,
  type TPartnerPageQuery,
} from '@supportal/contract';
import { App, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NoPermission, PermissionGate } from '../../components/access/permission-gate';
import { pageMessages } from '../../components/page/messages';
import { PageFrame } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { PartnerFrame } from '../../features/partners/components/partner-frame';
import { usePartnerPage } from '../../features/partners/hooks/use-partner-page';
import { partnerMessages as messages } from '../../features/partners/messages';
import { accessOf } from '../../lib/access';
import { useDictionaryGroups } from '../../lib/dictionary/find-by-type-not-auth';
import { useViewer } from '../../lib/viewer';
import type { Route } from './+types/partner-page';
import styles from './workspace.module.css';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** How long 获取供应商失败 stays before the page returns to the workspace's home (spec section 8). */
const RETURN_AFTER_FAILURE_MS = 500;

const INTERFACE_GROUPS = ['OBP_INTERFACE'] as const;
const NO_ENTRIES: readonly TInterfaceEntry[] = [];

const frameWidth = (query: TPartnerPageQuery) =>
  query.kind === 'getIframe'
    ? PARTNER_FRAME_WIDTHS_PX.getIframe
    : query.iframeType === IFRAME_TYPE_4A
      ? PARTNER_FRAME_WIDTHS_PX.postIframe4A
      : PARTNER_FRAME_WIDTHS_PX.postIframe;

/** The allow-list refused the address: nothing was asked for and nothing is loaded. */
function OffList({ target }: { target: string }) {
  return (
    <div className={styles.panel}>
      <Result
        status="warning"
        title={messages.offListTitle}
        subTitle={messages.offListText(target)}
        extra={<ButtonLink to={paths.purHome.getHref()}>{pageMessages.backToWorkspace}</ButtonLink>}
      />
    </div>
  );
}

function Opening() {
  return (
    <div className={styles.panel}>
      <Spin tip={messages.opening}>
        <div style={{ minHeight: 160 }} />
      </Spin>
    </div>
  );
}

type TPartnerSystemProps = {
  kind: TPartnerPageQuery['kind'];
  title: string;
  entries: readonly TInterfaceEntry[];
};

/** The embedded partner system of a menu item: /purHome/getIframe and /purHome/postIframe. */
function PartnerSystem({ kind, title, entries }: TPartnerSystemProps) {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const viewer = useViewer();
  const state = usePartnerPage(kind, search, entries, viewer?.userName ?? '', key);

  useEffect(() => {
    if (state.status !== 'failed') return;
    message.error(messages.failedToGetSupplier);
    const timer = setTimeout(() => void navigate(paths.purHome.getHref()), RETURN_AFTER_FAILURE_MS);
    return () => clearTimeout(timer);
  }, [state.status, message, navigate]);

  switch (state.status) {
    case 'ready':
      return (
        <PartnerFrame
          frame={state.frame}
          title={messages.frameTitle(title)}
          width={frameWidth(partnerPageQuery(kind, search))}
        />
      );
    case 'no-permission':
      return <NoPermission />;
    case 'off-list':
      return <OffList target={state.target} />;
    case 'failed':
      return (
        <div className={styles.panel}>
          <Result status="error" title={messages.failedToGetSupplier} subTitle={messages.failedText} />
        </div>
      );
    case 'opening':
      return <Opening />;
  }
}

/**
 * An address off the allow-list is refused before anything else (a link naming another site says so
 * plainly); an allowed one opens for holders of a menu item leading to it.
 */
export default function PartnerPage() {
  const { pathname, search } = useLocation();
  const trail = accessOf(useViewer()).trailOf(pathname, search);
  const title = trail.at(-1)?.title ?? messages.pageTitle;
  const kind = pathname === paths.postIframe.path ? 'postIframe' : 'getIframe';
  const target = partnerPageTarget(partnerPageQuery(kind, search));
  const dictionary = useDictionaryGroups(INTERFACE_GROUPS);
  // The allow-list must be known before anything is asked for; an unreadable dictionary allows nothing.
  const entries = dictionary.isPending ? undefined : (dictionary.data?.OBP_INTERFACE ?? NO_ENTRIES);
  return (
    <PageFrame trail={trail.length > 0 ? trail.map((node) => node.title) : [title]}>
      {!entries ? (
        <Opening />
      ) : !resolvePartnerTarget(target, entries) ? (
        <OffList target={target} />
      ) : (
        <PermissionGate>
          <PartnerSystem kind={kind} title={title} entries={entries} />
        </PermissionGate>
      )}
    </PageFrame>
  );
}
