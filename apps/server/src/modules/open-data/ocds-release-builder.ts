import {
  DEFAULT_BUDGET_CURRENCY,
  NOTICE_CHANGE_KINDS,
  OCDS_LANGUAGE,
  downloadGet,
  publicNoticePath,
  type TOcdsRelease,
} from '@supportal/contract';
import { formatChinaRfc3339 } from '../../lib/china-time.js';
import { noticePlainText } from '../notices/index.js';
import {
  versionOf,
  type TOcdsChange,
  type TOcdsNoticeSource,
  type TOcdsNoticeVersion,
} from './ocds-sources.js';
import { awardSuppliersOf } from './ocds-award-suppliers.js';
import { ocdsStageOf, procurementMethodOf, releaseTagOf } from './ocds-stages.js';

/** What makes identifiers and links absolute: the registered ocid prefix and the portal's address. */
export type TOcdsPublication = { ocidPrefix: string; baseUrl: string };

type TDocument = NonNullable<NonNullable<TOcdsRelease['tender']['documents']>[number]>;

/**
 * The contracting process a notice belongs to: its project number as first published joins the
 * notices of one project (announcement, candidates, result); without one a notice is a process of its
 * own. Taken from the first version, so an amendment never moves released data to another ocid.
 */
export const ocidOf = (publication: TOcdsPublication, source: TOcdsNoticeSource): string => {
  const first = source.versions.get(Math.min(...source.versions.keys()));
  const project = first?.projectNumber?.trim().replace(/\s+/g, '-');
  return `${publication.ocidPrefix}-${project ? project : `notice-${source.id}`}`;
};

/** ISO 4217 codes this runtime knows: a mistyped code is left out rather than published as a currency. */
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The budget as OCDS's value (the estimated value of the procurement). */
const valueOf = (version: TOcdsNoticeVersion) => {
  if (version.budgetAmount === null) return undefined;
  const currency = version.budgetCurrency ?? DEFAULT_BUDGET_CURRENCY;
  return { amount: Number(version.budgetAmount), ...(KNOWN_CURRENCIES.has(currency) ? { currency } : {}) };
};

const contactPointOf = (version: TOcdsNoticeVersion) => {
  const contact = {
    ...(version.contactName ? { name: version.contactName } : {}),
    ...(version.contactPhone ? { telephone: version.contactPhone } : {}),
    ...(version.contactEmail ? { email: version.contactEmail } : {}),
  };
  return Object.keys(contact).length > 0 ? contact : undefined;
};

/**
 * One release per change: publication and each amendment are the notice's revisions (one each);
 * withdrawal and return to force can happen more than once at one revision, so their log position
 * keeps them apart.
 */
export const releaseIdOf = (noticeId: number, change: Pick<TOcdsChange, 'kind' | 'revision' | 'position'>) =>
  change.kind === NOTICE_CHANGE_KINDS.published || change.kind === NOTICE_CHANGE_KINDS.amended
    ? `${noticeId}-r${change.revision}`
    : `${noticeId}-r${change.revision}-${change.kind}-${change.position}`;

/** OCDS documentType of the notice's own page, by stage. */
const NOTICE_DOCUMENT_TYPES = {
  planning: 'plannedProcurementNotice',
  tender: 'tenderNotice',
  award: 'awardNotice',
} as const;

/** The release of one change of a public procurement notice (the source's type has a stage). */
export const buildOcdsRelease = (
  publication: TOcdsPublication,
  source: TOcdsNoticeSource,
  change: TOcdsChange,
): TOcdsRelease => {
  const version = versionOf(source, change.revision);
  const stage = ocdsStageOf(version.purchaseNoticeType);
  if (!stage) throw new Error(`公告类型 ${version.purchaseNoticeType} 没有 OCDS 阶段`);
  const ocid = ocidOf(publication, source);
  const id = releaseIdOf(source.id, change);
  const date = formatChinaRfc3339(
    change.kind === NOTICE_CHANGE_KINDS.published
      ? (version.publishedAt ?? change.changedAt)
      : change.changedAt,
  );
  const withdrawn = change.kind === NOTICE_CHANGE_KINDS.withdrawn;
  const title = version.title;
  const description = noticePlainText(version.contentHtml);

  const buyer = version.orgName
    ? { id: version.orgCode ?? version.orgName, name: version.orgName }
    : undefined;
  const contactPoint = contactPointOf(version);
  const parties = buyer
    ? [
        {
          ...buyer,
          roles: ['buyer', 'procuringEntity'],
          ...(version.provAdmName ? { address: { region: version.provAdmName, countryName: '中国' } } : {}),
          ...(contactPoint ? { contactPoint } : {}),
        },
      ]
    : [];
  const value = valueOf(version);
  const budget = {
    ...(value ? { amount: value } : {}),
    ...(version.projectNumber ? { projectID: version.projectNumber } : {}),
  };
  // When bids are due, and when they are opened (evaluation starts: OCDS's award period).
  const periods = {
    ...(version.bidDeadline ? { tenderPeriod: { endDate: formatChinaRfc3339(version.bidDeadline) } } : {}),
    ...(version.bidOpeningAt ? { awardPeriod: { startDate: formatChinaRfc3339(version.bidOpeningAt) } } : {}),
  };

  const documents: TDocument[] = [
    {
      id: `notice-${source.id}`,
      documentType: NOTICE_DOCUMENT_TYPES[stage.stage],
      title,
      url: `${publication.baseUrl}${publicNoticePath(source.id)}`,
      format: 'text/html',
      language: OCDS_LANGUAGE,
    },
    // Only the current revision's attachments are served: older releases do not claim today's files.
    ...(change.revision === source.revision
      ? source.attachments.map((file) => ({
          id: `file-${file.fileId}`,
          title: file.fileName,
          url: `${publication.baseUrl}${downloadGet.path}?fileId=${file.fileId}`,
          format: file.contentType,
        }))
      : []),
  ];

  const previous = source.changes.find(
    (other) =>
      other.revision === change.revision - 1 &&
      (other.kind === NOTICE_CHANGE_KINDS.published || other.kind === NOTICE_CHANGE_KINDS.amended),
  );
  const amendments =
    change.kind === NOTICE_CHANGE_KINDS.amended
      ? [
          {
            id: `r${change.revision}`,
            date,
            rationale: change.reason ?? '',
            ...(previous ? { amendsReleaseID: releaseIdOf(source.id, previous) } : {}),
            releaseID: id,
          },
        ]
      : undefined;

  const method = version.purModeName ? procurementMethodOf(version.purModeName) : undefined;
  const tender: TOcdsRelease['tender'] = {
    id: ocid,
    ...(buyer ? { procuringEntity: buyer } : {}),
    ...(method ? { procurementMethod: method } : {}),
    ...(version.purModeName ? { procurementMethodDetails: version.purModeName } : {}),
    ...(value ? { value } : {}),
    ...periods,
  };
  const release = {
    ocid,
    id,
    date,
    tag: [releaseTagOf(stage.stage, change.kind)],
    initiationType: 'tender' as const,
    language: OCDS_LANGUAGE,
    parties,
    ...(buyer ? { buyer } : {}),
  };
  const planning = Object.keys(budget).length > 0 ? { budget } : {};
  switch (stage.stage) {
    case 'planning':
      return {
        ...release,
        planning: { ...planning, documents },
        tender: {
          ...tender,
          title,
          description,
          status: withdrawn ? 'withdrawn' : stage.tenderStatus,
          ...(amendments ? { amendments } : {}),
        },
      };
    case 'tender':
      return {
        ...release,
        ...(planning.budget ? { planning } : {}),
        tender: {
          ...tender,
          title,
          description,
          status: withdrawn ? 'cancelled' : 'active',
          documents,
          ...(amendments ? { amendments } : {}),
        },
      };
    case 'award': {
      const candidates = awardSuppliersOf(version.purchaseNoticeType, version.awardCandidates);
      return {
        ...release,
        parties: [...parties, ...candidates.parties],
        ...(planning.budget ? { planning } : {}),
        tender: { ...tender, ...(candidates.tenderers ? { tenderers: candidates.tenderers } : {}) },
        awards: [
          {
            id: String(source.id),
            title,
            description,
            status: withdrawn ? 'cancelled' : stage.awardStatus,
            date: formatChinaRfc3339(version.publishedAt ?? change.changedAt),
            ...candidates.award,
            documents,
            ...(amendments ? { amendments } : {}),
          },
        ],
      };
    }
  }
};
