import { NOTICE_DRAFT_KINDS, type TDictionaryGroups, type TNoticeDraft } from '@supportal/contract';
import { App, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useMenuTrail } from '../../components/access/permission-gate';
import { PageSection } from '../../components/page/page-section';
import { ButtonLink } from '../../components/widgets/button-link';
import { paths } from '../../config/paths';
import { pageTitle } from '../../config/site';
import { SupplierSelect } from '../../features/blacklist/components/supplier-select';
import { loadNoticeAttachments } from '../../features/files/api/get-att-files';
import { loadNoticeDraft } from '../../features/notice-publishing/api/get-notice-draft';
import { loadPublishingUnits } from '../../features/notice-publishing/api/query-publishing-units';
import type { TCandidateSupplierPicker } from '../../features/notice-publishing/components/award-candidates-section';
import { NoticeDraftForm } from '../../features/notice-publishing/components/notice-draft-form';
import { NOTICE_FORM_DICTIONARY_GROUPS } from '../../features/notice-publishing/lib/notice-draft-values';
import { noticeConsoleMessages as messages } from '../../features/notice-publishing/messages';
import { loadNoticeDetail } from '../../features/notices/api/get-notice-by-id';
import { loadDictionaryGroups } from '../../lib/dictionary/find-by-type-not-auth';
import { browserLoaderCalls, serverLoaderCalls, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/console-notice-edit';

const ID = /^[1-9]\d{0,17}$/;

/** A published notice as the start of its amendment (the form takes a draft's shape). */
const amendmentStart = async (calls: TLoaderCalls, noticeId: string): Promise<TNoticeDraft> => {
  const [notice, files] = await Promise.all([
    loadNoticeDetail(calls.fresh, noticeId),
    loadNoticeAttachments(calls.fresh, noticeId),
  ]);
  const units = await loadPublishingUnits(calls.fresh);
  const unit = units.find((candidate) => candidate.orgName === notice.orgName) ?? units[0];
  return {
    id: '',
    kind: NOTICE_DRAFT_KINDS.amend,
    status: '1',
    statusName: '',
    noticeTitle: notice.noticeTitle,
    purchaseNoticeType: notice.purchaseNoticeType,
    resultsNoticeType: notice.resultsNoticeType,
    noticeType: notice.noticeType,
    purMode: notice.purMode,
    purModeLevel1: notice.purModeLevel1,
    purModeName: null,
    purModeLevel1Name: null,
    orgCode: unit?.orgCode ?? '',
    orgName: notice.orgName ?? '',
    provAdmCode: unit?.provAdmCode ?? null,
    provAdmName: notice.provAdmName,
    visitorView: '1',
    publicationTime: notice.publicationTimeStr ?? '',
    effectTime: notice.effectTime,
    failureTime: notice.failureTime,
    noticeContent: notice.noticeContent,
    attachments: files.map((file) => ({ id: file.id, fileName: file.fileName, fileSize: file.fileSize })),
    blacklistEntries: [],
    conversionMethod: notice.conversionMethod ? notice.conversionMethod.split(',') : [],
    transformationField: notice.transformationField ? notice.transformationField.split(',') : [],
    bidDeadline: notice.bidDeadline,
    bidOpeningTime: notice.bidOpeningTime,
    budgetAmount: notice.budgetAmount,
    budgetCurrency: notice.budgetCurrency,
    projectNumber: notice.projectNumber,
    contactName: notice.contactName,
    contactPhone: notice.contactPhone,
    contactEmail: notice.contactEmail,
    awardCandidates: notice.awardCandidates,
    amendReason: null,
    amendedVersion: null,
    authorName: '',
    // The caller writes the amendment.
    isOwn: true,
    noticeId,
    processInstID: null,
    editWorkItemID: null,
    updateTime: '',
  };
};

const loadPage = async (calls: TLoaderCalls, request: Request, draftId: string | undefined) => {
  const amends = new URL(request.url).searchParams.get('amends') ?? undefined;
  try {
    const [units, dictionary] = await Promise.all([
      loadPublishingUnits(calls.fresh),
      // Dictionary failures are only logged (spec section 8): the pickers are then empty.
      loadDictionaryGroups(calls.reference, NOTICE_FORM_DICTIONARY_GROUPS).catch(
        (): TDictionaryGroups => ({}),
      ),
    ]);
    if (draftId !== undefined) {
      if (!ID.test(draftId)) return { status: 'notFound' as const };
      const draft = await loadNoticeDraft(calls.fresh, draftId);
      return { status: 'found' as const, units, dictionary, draft, draftId, amendsNoticeId: undefined };
    }
    if (amends !== undefined) {
      if (!ID.test(amends)) return { status: 'notFound' as const };
      return {
        status: 'found' as const,
        units,
        dictionary,
        draft: await amendmentStart(calls, amends),
        draftId: undefined,
        amendsNoticeId: amends,
      };
    }
    return {
      status: 'found' as const,
      units,
      dictionary,
      draft: undefined,
      draftId: undefined,
      amendsNoticeId: undefined,
    };
  } catch {
    return { status: 'notFound' as const };
  }
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPage(serverLoaderCalls(context), request, params.id);
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadPage(browserLoaderCalls(request, { hideErrMsg: true }), request, params.id);
}

export const meta: Route.MetaFunction = ({ params, location }) => [
  {
    title: pageTitle(
      params.id
        ? messages.editTitle
        : location.search.includes('amends')
          ? messages.amendTitle
          : messages.newTitle,
    ),
  },
];

/** Candidates of result notices are picked from the supplier list, with its black-list warning. */
const CandidateSupplierPicker: TCandidateSupplierPicker = ({ value, onPick, initialOption, id }) => (
  <SupplierSelect
    id={id}
    value={value}
    onPick={onPick}
    initialOption={initialOption}
    allowClear
    placeholder={messages.awards.pickPlaceholder}
  />
);

/** 新建公告 / 编辑公告 / 修订公告: the console's notice form. */
export default function ConsoleNoticeEdit({ loaderData }: Route.ComponentProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const title =
    loaderData.status !== 'found'
      ? messages.viewTitle
      : loaderData.amendsNoticeId
        ? messages.amendTitle
        : loaderData.draftId
          ? messages.editTitle
          : messages.newTitle;
  const trail = [...useMenuTrail(messages.pageTitle), title];
  return (
    <PageSection title={title} trail={trail}>
      {loaderData.status === 'found' ? (
        <NoticeDraftForm
          units={loaderData.units}
          dictionary={loaderData.dictionary}
          initial={loaderData.draft}
          draftId={loaderData.draftId}
          amendsNoticeId={loaderData.amendsNoticeId}
          supplierPicker={CandidateSupplierPicker}
          onSaved={(saved, submitted) => {
            void message.success(submitted ? messages.submitted : messages.saved);
            void navigate(paths.consoleNoticeView.getHref(saved.id));
          }}
        />
      ) : (
        <Result
          status="404"
          title={messages.notFound}
          extra={<ButtonLink to={paths.consoleNotices.getHref()}>{messages.back}</ButtonLink>}
        />
      )}
    </PageSection>
  );
}
