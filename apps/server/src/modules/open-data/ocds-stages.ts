import {
  ADVANCE_NOTICE_TYPE,
  NOTICE_CHANGE_KINDS,
  type TNoticeChangeKind,
  type TOcdsProcurementMethod,
  type TOcdsReleaseTag,
} from '@supportal/contract';

/** Where in a contracting process a notice type speaks, and the status it gives while in force. */
type TOcdsStage =
  | { stage: 'planning'; tenderStatus: 'planned' | 'planning' }
  | { stage: 'tender' }
  | { stage: 'award'; awardStatus: 'pending' | 'active' };

/**
 * The notice types that are procurement notices or results (spec section 3), by OCDS stage: an
 * advance notice announces a planned process, a scheme solicitation consults the market before one,
 * a procurement announcement is the tender, candidate publicity an award still pending objections,
 * result publicity the award. Other types (black-lists, standards, platform news…) are no contracting
 * process and have no OCDS data.
 */
const STAGES_BY_TYPE: Readonly<Record<string, TOcdsStage>> = {
  [ADVANCE_NOTICE_TYPE]: { stage: 'planning', tenderStatus: 'planned' },
  '7': { stage: 'planning', tenderStatus: 'planning' },
  '2': { stage: 'tender' },
  '8': { stage: 'award', awardStatus: 'pending' },
  '33': { stage: 'award', awardStatus: 'active' },
  '45': { stage: 'award', awardStatus: 'active' },
};

export const OCDS_NOTICE_TYPES: readonly string[] = Object.keys(STAGES_BY_TYPE);

export const ocdsStageOf = (purchaseNoticeType: string): TOcdsStage | undefined =>
  STAGES_BY_TYPE[purchaseNoticeType];

/**
 * The changes that make a release: publication, each amendment, withdrawal and return to force.
 * Reaching the expiry time ends the notice's display, not the contracting process: no release.
 */
export const OCDS_CHANGE_KINDS: readonly TNoticeChangeKind[] = [
  NOTICE_CHANGE_KINDS.published,
  NOTICE_CHANGE_KINDS.amended,
  NOTICE_CHANGE_KINDS.withdrawn,
  NOTICE_CHANGE_KINDS.reinstated,
];

const TAGS: Record<
  TOcdsStage['stage'],
  { first: TOcdsReleaseTag; update: TOcdsReleaseTag; cancel: TOcdsReleaseTag }
> = {
  // OCDS marks a withdrawn pipeline proposal as a planning update with tender.status 'withdrawn'.
  planning: { first: 'planning', update: 'planningUpdate', cancel: 'planningUpdate' },
  tender: { first: 'tender', update: 'tenderUpdate', cancel: 'tenderCancellation' },
  award: { first: 'award', update: 'awardUpdate', cancel: 'awardCancellation' },
};

/** The release tag of a change of a notice at this stage. */
export const releaseTagOf = (stage: TOcdsStage['stage'], kind: TNoticeChangeKind): TOcdsReleaseTag => {
  if (kind === NOTICE_CHANGE_KINDS.published) return TAGS[stage].first;
  if (kind === NOTICE_CHANGE_KINDS.withdrawn) return TAGS[stage].cancel;
  return TAGS[stage].update;
};

/**
 * OCDS's method of the purchase modes (OBP_PUR_MODE), by their Chinese names: an administrator keeps
 * the dictionary, so the names are what is stable. Open tendering invites anyone; invited tendering
 * only pre-qualified suppliers; negotiation, consultation and quotation ask suppliers the buyer picks;
 * single source names one. 比选 and 框架协议 may be run either way: no method is claimed for them.
 */
const METHODS_BY_MODE_NAME: Readonly<Record<string, TOcdsProcurementMethod>> = {
  公开招标: 'open',
  邀请招标: 'selective',
  竞争性谈判: 'limited',
  竞争性磋商: 'limited',
  询价: 'limited',
  单一来源: 'direct',
};

export const procurementMethodOf = (modeName: string): TOcdsProcurementMethod | undefined =>
  METHODS_BY_MODE_NAME[modeName];
