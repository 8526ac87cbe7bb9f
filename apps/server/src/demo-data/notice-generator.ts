import {
  DEFAULT_BUDGET_CURRENCY,
  NOTICE_STATE,
  NOTICE_TYPES,
  PROCUREMENT_NOTICE_TYPES,
  ORG_LEVEL_CODES,
  VISITOR_VIEW,
  type TNoticeTypeCode,
  type TOrgLevelCode,
} from '@supportal/contract';
import type { TNoticeBlacklistEntry, TNoticeFields } from '../modules/notices/index.js';
import {
  COMPANY_EMAIL_DOMAIN,
  COMPANY_NAME,
  CITY_UNITS,
  HEADQUARTERS,
  HEADQUARTERS_PHONE_AREA_CODE,
  PROVINCE_UNITS,
  type TPurchasingUnit,
} from './areas-and-orgs.js';
import {
  addDays,
  atChinaHour,
  chinaDayOfMonth,
  chinaMonth,
  chinaQuarter,
  chinaYear,
  chineseDateText,
  chineseDateTimeText,
  DAY_MS,
  toChinaWeekday,
} from './china-dates.js';
import { IP_CONVERSION_METHODS, IP_FIELDS, PUR_MODES, type TPurchaseMode } from './dictionary.js';
import {
  buildBlacklistBody,
  buildNoticeBody,
  createBodyTemplates,
  type TBodyFacts,
  type TBodyFamily,
} from './notice-bodies.js';
import { createRandom, type TRandom } from './random.js';
import {
  BATCH_LABELS,
  BLACKLIST_SEVERITIES,
  DISPOSAL_PREFIXES,
  GOODS_SUBJECTS,
  IP_OBJECTS,
  IP_PURPOSES,
  IP_TECHNOLOGIES,
  NEW_ENERGY_TOPICS,
  OTHER_NOTICE_TITLES,
  PLATFORM_NOTICE_TITLES,
  PROCUREMENT_SUBJECTS,
  PROJECT_KINDS,
  SOLICITATION_TOPICS,
  TWO_WINGS_TOPICS,
  UPGRADED_SYSTEMS,
  contactName,
  officePhone,
  supplierName,
  type TBlacklistSeverity,
  type TProcurementSubject,
} from './vocabulary.js';

export type TBlacklistEntryDraft = TNoticeBlacklistEntry;

/** One generated notice with what belongs to it; ids are known only after the insert. */
export type TNoticeDraft = {
  notice: TNoticeFields & { createdAt: Date };
  blacklistEntries: TBlacklistEntryDraft[];
  /** What an attachment of this notice would be about. */
  topic: {
    family: TBodyFamily;
    title: string;
    projectName: string;
    projectNumber: string;
    orgName: string;
    subject: TProcurementSubject;
  };
};

type TNoticePlan = { typeCode: TNoticeTypeCode; resultsType: string | null; unitLevel: TOrgLevelCode };

/** Share of each type among generated notices: purchase notices and their results dominate a real portal. */
const TYPE_WEIGHTS: Record<TNoticeTypeCode, number> = {
  '2': 28,
  '8': 7,
  '33': 8,
  '45': 12,
  '16': 3,
  '3': 4,
  '24': 2,
  '28': 5,
  '4': 3,
  '7': 2,
  '6': 3,
  '29': 2,
  '5': 1.5,
  '40': 3,
  '41': 4,
  '42': 2,
  '19': 2,
  '43': 1.5,
  '30': 2,
  '47': 4,
  '49': 3,
};
const WEIGHTED_TYPES = (Object.keys(TYPE_WEIGHTS) as TNoticeTypeCode[]).map((code) => ({
  code,
  weight: TYPE_WEIGHTS[code],
}));

/** Results sub-types by weight; types without sub-types have none. */
const RESULTS_TYPE_WEIGHTS: Partial<Record<TNoticeTypeCode, Record<string, number>>> = {
  '3': { '1': 60, '2': 30, '4': 10 },
  '41': { '41': 60, '42': 25, '44': 15 },
  '47': { '2': 70, '1': 30 },
};

/** Which level publishes each type: [总部, 省分, 地市] weights; platform-wide notices come from 总部. */
const DEFAULT_LEVEL_WEIGHTS = [15, 45, 40] as const;
const LEVEL_WEIGHTS: Partial<Record<TNoticeTypeCode, readonly [number, number, number]>> = {
  '3': [30, 60, 10],
  '24': [60, 40, 0],
  '28': [0, 60, 40],
  '4': [75, 25, 0],
  '7': [40, 60, 0],
  '29': [100, 0, 0],
  '5': [100, 0, 0],
  '41': [30, 50, 20],
  '42': [50, 50, 0],
  '19': [100, 0, 0],
  '43': [100, 0, 0],
  '47': [100, 0, 0],
};
/** Types whose home boxes have 总部/省分/地市 tabs: coverage includes every level of them. */
const LEVEL_TABBED_TYPES: readonly string[] = ['2', '45', '16'];

const SHARE_DISABLED = 0.1;
const SHARE_HISTORY = 0.05;
const SHARE_LOGGED_IN_ONLY = 0.05;
const SHARE_WITHOUT_LEVEL1_MODE = 0.2;
const YEARS_OF_NOTICES = 3;
const YEARS_OF_HISTORY = 3;
/** History notices start a month before the oldest current ones, so the two never interleave. */
const HISTORY_GAP_DAYS = 30;

const levelWeightsOf = (typeCode: TNoticeTypeCode) => {
  const weights = LEVEL_WEIGHTS[typeCode] ?? DEFAULT_LEVEL_WEIGHTS;
  return ORG_LEVEL_CODES.map((code, index) => ({ code, weight: weights[index] ?? 0 }));
};

/** The level that publishes most notices of a type. */
const usualLevelOf = (typeCode: TNoticeTypeCode): TOrgLevelCode => {
  const [usual] = [...levelWeightsOf(typeCode)].sort((a, b) => b.weight - a.weight);
  return usual?.code ?? '1';
};

/**
 * The first notices walk through every type, results sub-type and tabbed level once, so even a small
 * seed shows every list of the portal.
 */
const coveragePlans = (): TNoticePlan[] =>
  NOTICE_TYPES.flatMap((type): TNoticePlan[] => {
    const resultsTypes: (string | null)[] =
      'resultTypes' in type ? type.resultTypes.map((resultsType) => resultsType.code) : [null];
    const levels: TOrgLevelCode[] = LEVEL_TABBED_TYPES.includes(type.code)
      ? [...ORG_LEVEL_CODES]
      : [usualLevelOf(type.code)];
    return resultsTypes.flatMap((resultsType) =>
      levels.map((unitLevel) => ({ typeCode: type.code, resultsType, unitLevel })),
    );
  });

const randomPlan = (random: TRandom): TNoticePlan => {
  const typeCode = random.weighted(WEIGHTED_TYPES).code;
  const resultsWeights = RESULTS_TYPE_WEIGHTS[typeCode];
  const resultsType = resultsWeights
    ? random.weighted(Object.entries(resultsWeights).map(([code, weight]) => ({ code, weight }))).code
    : null;
  return { typeCode, resultsType, unitLevel: random.weighted(levelWeightsOf(typeCode)).code };
};

const unitOfLevel = (level: TOrgLevelCode, random: TRandom): TPurchasingUnit => {
  if (level === '1') return HEADQUARTERS;
  return random.pick(level === '2' ? PROVINCE_UNITS : CITY_UNITS);
};

/** Most notices are recent: the age is skewed towards now, history notices lie before the normal span. */
const publicationTime = (random: TRandom, now: Date, isHistory: boolean): Date => {
  const ageDays = isHistory
    ? YEARS_OF_NOTICES * 365 + HISTORY_GAP_DAYS + random.next() * YEARS_OF_HISTORY * 365
    : YEARS_OF_NOTICES * 365 * Math.pow(random.next(), 1.35);
  const day = toChinaWeekday(new Date(now.getTime() - ageDays * DAY_MS));
  const published = atChinaHour(day, 8.5 + random.next() * 9.5);
  // Today's notices cannot come from later today.
  const latest = now.getTime() - 10 * 60_000;
  return published.getTime() > latest ? new Date(latest - random.int(0, 180) * 60_000) : published;
};

const regionOf = (unit: TPurchasingUnit) => unit.city?.name ?? unit.province?.name ?? '全国';
const lettersOf = (unit: TPurchasingUnit) =>
  unit.province ? `${unit.province.letters}${unit.city ? unit.city.code.slice(2, 4) : ''}` : 'ZB';

/** '2025年江苏省分公司' or '江苏省分公司2025年'; 总部 speaks as the company or not at all. */
const projectHead = (random: TRandom, unit: TPurchasingUnit, year: number) => {
  if (unit.level === '1') return random.chance(0.3) ? `${COMPANY_NAME}${year}年` : `${year}年`;
  return random.chance(0.5) ? `${year}年${unit.titleName}` : `${unit.titleName}${year}年`;
};

const projectNameOf = (random: TRandom, unit: TPurchasingUnit, year: number, subject: TProcurementSubject) =>
  `${projectHead(random, unit, year)}${subject.name}${random.pick(PROJECT_KINDS[subject.kind])}${random.pick(BATCH_LABELS)}`;

const QUARTER_NUMERALS = ['一', '二', '三', '四'];

const isTendering = (mode: TPurchaseMode) => mode.level1.label === '招标采购';

/** Title, layout and type-specific columns of one notice. */
type TNoticeDescription = {
  title: string;
  family: TBodyFamily;
  subject: TProcurementSubject;
  projectName: string;
  purchaseMode: TPurchaseMode | null;
  conversionMethod: string | null;
  transformationField: string | null;
  ipFieldLabels: string;
  ipMethodLabels: string;
  patentNumber: string;
};

const describeNotice = (
  plan: TNoticePlan,
  unit: TPurchasingUnit,
  published: Date,
  random: TRandom,
): TNoticeDescription => {
  const year = chinaYear(published);
  const quarter = `${year}年第${QUARTER_NUMERALS[chinaQuarter(published) - 1] ?? ''}季度`;
  const subject = random.weighted(PROCUREMENT_SUBJECTS);
  const goods = random.weighted(GOODS_SUBJECTS);
  const projectName = projectNameOf(random, unit, year, subject);
  const unitPrefix = unit.level === '1' ? '' : unit.titleName;
  const base = {
    subject,
    projectName,
    purchaseMode: null,
    conversionMethod: null,
    transformationField: null,
    ipFieldLabels: '',
    ipMethodLabels: '',
    patentNumber: '',
  };
  const mode = random.weighted(PUR_MODES);
  switch (plan.typeCode) {
    case '2':
      return { ...base, title: `${projectName}${mode.noticeSuffix}`, family: 'purchase', purchaseMode: mode };
    case '8':
      return {
        ...base,
        title: `${projectName}${isTendering(mode) ? '中标候选人公示' : '成交候选人公示'}`,
        family: 'candidates',
        purchaseMode: mode,
      };
    case '33':
      return {
        ...base,
        title: `${projectName}${isTendering(mode) ? '中标结果公示' : '成交结果公示'}`,
        family: 'result',
        purchaseMode: mode,
      };
    case '45':
      return {
        ...base,
        title: `${projectName}${isTendering(mode) ? '中标候选人及中标结果公示' : '成交候选人及成交结果公示'}`,
        family: 'candidatesAndResult',
        purchaseMode: mode,
      };
    case '49':
      return { ...base, title: `${projectName}采购预告`, family: 'advance' };
    case '16': {
      const lot = `${projectHead(random, unit, year)}${random.pick(DISPOSAL_PREFIXES)}${goods.name}`;
      return {
        ...base,
        subject: goods,
        projectName: `${lot}处置项目`,
        title: `${lot}${random.pick(['处置拍卖公告', '公开竞价处置公告', '网上拍卖公告'])}`,
        family: 'auction',
      };
    }
    case '3':
      // Titles of black-list notices name their suppliers; they are written after the entries exist.
      return { ...base, title: '', family: 'announcement' };
    case '24':
      return {
        ...base,
        subject: goods,
        title: `${unitPrefix}${quarter}${goods.name}类供应商分级结果公示`,
        family: 'grading',
      };
    case '28':
      return {
        ...base,
        subject: goods,
        title: `${unitPrefix}${year}年${goods.name}到货检验报告（第${random.int(1, 12)}批）`,
        family: 'inspection',
      };
    case '4': {
      const version = `V${random.int(1, 4)}.${random.int(0, 2)}`;
      const title = random.pick([
        `${goods.name}技术规范（${version}）发布公告`,
        `${year}年${goods.name}入网检测结果公告`,
        `关于开展${year}年${goods.name}入网检测工作的通知`,
      ]);
      return { ...base, subject: goods, title, family: 'announcement' };
    }
    case '7': {
      const topic = random.pick(SOLICITATION_TOPICS);
      return {
        ...base,
        title: random.chance(0.5) ? `关于征集${topic}解决方案的公告` : `${unitPrefix}${topic}方案征集公告`,
        family: 'announcement',
      };
    }
    case '6':
      return { ...base, title: `${unitPrefix}${random.pick(NEW_ENERGY_TOPICS)}公告`, family: 'announcement' };
    case '40':
      return {
        ...base,
        title: `${unitPrefix}${random.pick(TWO_WINGS_TOPICS)}合作公告`,
        family: 'announcement',
      };
    case '29':
      return { ...base, title: random.pick(PLATFORM_NOTICE_TITLES), family: 'announcement' };
    case '5': {
      const maintenanceDay = addDays(published, random.int(2, 6));
      return {
        ...base,
        title: `关于${chinaMonth(maintenanceDay)}月${chinaDayOfMonth(maintenanceDay)}日${random.pick(UPGRADED_SYSTEMS)}升级维护的公告`,
        family: 'announcement',
      };
    }
    case '41':
      if (plan.resultsType === '42')
        return {
          ...base,
          subject: goods,
          title: `${goods.name}框架协议价格调整公示（${quarter}）`,
          family: 'priceAdjustment',
        };
      if (plan.resultsType === '44')
        return { ...base, title: `${unitPrefix}关于${year}年应付账款清理情况的公示`, family: 'payables' };
      return {
        ...base,
        subject: goods,
        title: `${unitPrefix}${quarter}${goods.name}供应商履约评价结果公示`,
        family: 'evaluation',
      };
    case '42':
      return {
        ...base,
        subject: goods,
        title: `${quarter}${goods.name}价格联动调整及履约评价结果公告`,
        family: random.chance(0.5) ? 'priceAdjustment' : 'evaluation',
      };
    case '19':
      return {
        ...base,
        subject: goods,
        title: `集约化电商平台${quarter}${goods.name}商品上架结果公示`,
        family: 'result',
      };
    case '43':
      return {
        ...base,
        subject: goods,
        title: random.chance(0.5)
          ? `${year}年${goods.name}产品认证结果公告`
          : `关于${supplierName(random)}通过${goods.name}产品认证的公告`,
        family: 'announcement',
      };
    case '30':
      return { ...base, title: `${unitPrefix}${random.pick(OTHER_NOTICE_TITLES)}`, family: 'announcement' };
    case '47': {
      const technology = random.pick(IP_TECHNOLOGIES);
      const object = random.pick(IP_OBJECTS);
      const purpose = random.pick(IP_PURPOSES);
      const title = random.chance(0.5)
        ? `一种${object}${purpose}`
        : `基于${technology.name}的${object}${purpose}`;
      const fieldValues = [
        ...new Set([technology.fieldValue, ...(random.chance(0.4) ? [random.pick(IP_FIELDS).value] : [])]),
      ].sort();
      const methods = random.sample(IP_CONVERSION_METHODS, random.chance(0.75) ? 1 : 2);
      const fieldLabels = fieldValues.map(
        (value) => IP_FIELDS.find((field) => field.value === value)?.label ?? value,
      );
      return {
        ...base,
        title,
        family: 'intellectualProperty',
        conversionMethod: methods.map((method) => method.value).join(','),
        transformationField: fieldValues.join(','),
        ipFieldLabels: fieldLabels.join('、'),
        ipMethodLabels: methods.map((method) => method.label).join('、'),
        patentNumber: `ZL${year - random.int(1, 6)}${random.int(1, 2)}${random.digits(7)}.${random.int(0, 9)}`,
      };
    }
  }
};

type TTimeline = { effectAt: Date; expireAt: Date | null; windowEnd: Date; deadline: Date };

/** Effect and expiry as each kind of notice has them: bid deadlines, publicity periods, validity. */
const timelineOf = (
  family: TBodyFamily,
  typeCode: TNoticeTypeCode,
  published: Date,
  random: TRandom,
): TTimeline => {
  const laterEffect = random.chance(0.2) ? atChinaHour(addDays(published, random.int(1, 3)), 9) : published;
  const officeTime = (date: Date) => atChinaHour(toChinaWeekday(date), random.pick([9, 9.5, 10, 14.5]));
  switch (family) {
    case 'purchase': {
      const deadline = officeTime(addDays(published, random.int(20, 30)));
      return {
        effectAt: published,
        expireAt: deadline,
        windowEnd: atChinaHour(addDays(published, random.int(5, 10)), 17),
        deadline,
      };
    }
    case 'advance': {
      const windowEnd = officeTime(addDays(published, random.int(15, 45)));
      return { effectAt: laterEffect, expireAt: windowEnd, windowEnd, deadline: windowEnd };
    }
    case 'candidates':
    case 'candidatesAndResult':
    case 'result':
    case 'grading': {
      const windowEnd = atChinaHour(addDays(published, random.int(3, 7)), 17.5);
      const expireAt = typeCode === '24' ? addDays(published, 365) : windowEnd;
      return { effectAt: published, expireAt, windowEnd, deadline: windowEnd };
    }
    case 'auction': {
      const windowEnd = atChinaHour(addDays(published, random.int(7, 12)), 17);
      const deadline = officeTime(addDays(windowEnd, random.int(2, 5)));
      return { effectAt: published, expireAt: deadline, windowEnd, deadline };
    }
    default: {
      const windowEnd = atChinaHour(addDays(published, random.int(7, 30)), 17.5);
      const longLived = typeCode === '4' || typeCode === '47';
      const expireAt = longLived
        ? random.chance(0.6)
          ? null
          : addDays(laterEffect, random.int(365, 730))
        : random.chance(0.2)
          ? null
          : addDays(laterEffect, random.int(15, 180));
      return { effectAt: laterEffect, expireAt, windowEnd, deadline: windowEnd };
    }
  }
};

/**
 * The procurement fields draw from a stream of their own, so adding them left every other generated
 * value (titles, times, bodies) as it was for the same seed.
 */
const PROCUREMENT_FIELDS_SEED = 20_261_125;

type TProcurementFacts = {
  projectNumber: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
};

/**
 * The structured fields of a procurement notice, agreeing with its body: the deadline and opening
 * the body names (a tender opens when bids close; an auction's 报名截止 comes before its bidding), a
 * budget in the range of its subject, the body's project number and contact. Result publicity comes
 * after the bidding, so it has no deadline.
 */
const procurementFieldsOf = (
  typeCode: TNoticeTypeCode,
  timeline: TTimeline,
  subject: TProcurementSubject,
  facts: TProcurementFacts,
  random: TRandom,
) => {
  if (!PROCUREMENT_NOTICE_TYPES.includes(typeCode)) return {};
  const times =
    typeCode === '2'
      ? { bidDeadline: timeline.deadline, bidOpeningAt: timeline.deadline }
      : typeCode === '16'
        ? { bidDeadline: timeline.windowEnd, bidOpeningAt: timeline.deadline }
        : typeCode === '7'
          ? { bidDeadline: timeline.deadline, bidOpeningAt: null }
          : { bidDeadline: null, bidOpeningAt: null };
  const quantity = random.int(subject.quantity[0], subject.quantity[1]) * random.int(1, 4);
  const budgetYuan =
    Math.round((quantity * random.int(subject.unitPriceYuan[0], subject.unitPriceYuan[1])) / 100) * 100;
  // Solicitations ask for schemes, not prices.
  const budget =
    typeCode === '7'
      ? { budgetAmount: null, budgetCurrency: null }
      : { budgetAmount: `${budgetYuan}.00`, budgetCurrency: DEFAULT_BUDGET_CURRENCY };
  return { ...times, ...budget, ...facts };
};

/** Where a black-listing applies: 总部 only restricts nationwide; a province restricts itself or one of its cities. */
const restrictionOf = (severity: TBlacklistSeverity, unit: TPurchasingUnit, random: TRandom) => {
  const province = unit.province;
  const restrictedAreaName = province ? random.pick(severity.restrictedAreas) : '全国范围';
  if (restrictedAreaName === '全国范围' || !province) return { restrictedAreaName, regionName: '全国' };
  if (restrictedAreaName === '本省范围') return { restrictedAreaName, regionName: province.name };
  return { restrictedAreaName, regionName: (unit.city ?? random.pick(province.cities)).name };
};

/** Black-list rows of a type 3 notice and the restriction they share. */
const blacklistOf = (
  plan: TNoticePlan,
  unit: TPurchasingUnit,
  effectAt: Date,
  random: TRandom,
  projectName: string,
) => {
  const severity =
    BLACKLIST_SEVERITIES.find((item) => item.resultsType === plan.resultsType) ?? BLACKLIST_SEVERITIES[0];
  if (!severity) throw new Error('black-list severities are missing');
  const months = random.pick(severity.months);
  const invalidAt = months === null ? null : addDays(effectAt, Math.round(months * 30.4));
  const entries: TBlacklistEntryDraft[] = Array.from({ length: random.int(1, 5) }, (_, index) => {
    const reason = random.pick(severity.reasons);
    const { restrictedAreaName, regionName } = restrictionOf(severity, unit, random);
    return {
      supplierName: supplierName(random),
      matterDescription: `在“${projectName}”中${reason.matter}。`,
      reasonName: reason.reason,
      restrictedAreaName,
      regionName,
      effectAt,
      invalidAt,
      sort: index + 1,
    };
  });
  const [first] = entries;
  const lead = first?.supplierName ?? '';
  const blacklisting = severity.resultsType !== '1';
  const who = entries.length > 1 ? `${lead}等${entries.length}家供应商` : lead;
  const unitLead = unit.level !== '1' && random.chance(0.5) ? unit.titleName : '';
  const title = blacklisting
    ? `${unitLead}关于将${who}列入供应商黑名单的公告`
    : `${unitLead}关于对${who}不良行为处理结果的公告`;
  const periodText = invalidAt ? `${chineseDateText(effectAt)}至${chineseDateText(invalidAt)}` : '永久';
  return { entries, invalidAt, title, periodText };
};

export type TNoticeGeneratorOptions = {
  random: TRandom;
  now: Date;
  /** Notices before this position get bodies with their own tables; later ones fill shared templates. */
  richBodyCount: number;
};

/** Yields notices one by one, so a million of them never sit in memory together. */
export const createNoticeGenerator = ({ random, now, richBodyCount }: TNoticeGeneratorOptions) => {
  const coverage = coveragePlans();
  const fieldRandom = createRandom(PROCUREMENT_FIELDS_SEED);
  const templatedBody = createBodyTemplates(3);
  let position = 0;

  return (): TNoticeDraft => {
    const current = position++;
    const forced = coverage[current];
    const plan = forced ?? randomPlan(random);
    // Coverage notices stay current and public so every list has something to show.
    const isHistory = !forced && random.chance(SHARE_HISTORY);
    const unit = unitOfLevel(plan.unitLevel, random);
    const published = publicationTime(random, now, isHistory);
    const description = describeNotice(plan, unit, published, random);
    const timeline = timelineOf(description.family, plan.typeCode, published, random);
    const projectNumber = `TTCG-${lettersOf(unit)}-${chinaYear(published)}-${random.digits(4)}`;

    const blacklist =
      plan.typeCode === '3'
        ? blacklistOf(plan, unit, timeline.effectAt, random, description.projectName)
        : null;
    const title = blacklist ? blacklist.title : description.title;
    const expireAt = blacklist ? blacklist.invalidAt : timeline.expireAt;
    const withLevel1 = description.purchaseMode !== null && !random.chance(SHARE_WITHOUT_LEVEL1_MODE);
    const orgEmailPrefix = lettersOf(unit).toLowerCase();
    const phoneAreaCode = unit.province?.phoneAreaCode ?? HEADQUARTERS_PHONE_AREA_CODE;

    const facts: TBodyFacts = {
      title,
      orgName: unit.orgName,
      projectName: description.projectName,
      projectNumber,
      modeLabel: (description.purchaseMode ?? random.weighted(PUR_MODES)).label,
      subjectName: description.subject.name,
      regionName: regionOf(unit),
      publishedText: chineseDateText(published),
      windowEndText: chineseDateTimeText(timeline.windowEnd),
      deadlineText: chineseDateTimeText(timeline.deadline),
      yearText: `${chinaYear(published)}年`,
      contactName: contactName(random),
      contactPhone: officePhone(random, phoneAreaCode),
      contactEmail: `cg.${orgEmailPrefix}@${COMPANY_EMAIL_DOMAIN}`,
      supervisorPhone: officePhone(random, phoneAreaCode),
      ipFieldLabels: description.ipFieldLabels,
      ipMethodLabels: description.ipMethodLabels,
      patentNumber: description.patentNumber,
    };
    const contentHtml = blacklist
      ? buildBlacklistBody(facts, blacklist.entries, blacklist.periodText)
      : current < richBodyCount
        ? buildNoticeBody(description.family, facts, description.subject, random)
        : templatedBody(description.family, facts, description.subject, random);

    const createdAt = new Date(published.getTime() - random.int(5, 48 * 60) * 60_000);
    const notice: TNoticeDraft['notice'] = {
      title,
      contentHtml,
      state: !forced && random.chance(SHARE_DISABLED) ? NOTICE_STATE.disabled : NOTICE_STATE.active,
      purchaseNoticeType: plan.typeCode,
      resultsNoticeType: plan.resultsType,
      // Only types 2, 8, 33 and 45 carry a purchase mode (their list titles get the mode prefix), as
      // the OBP_PUR_MODE dictionary's values, which the console also stores.
      purMode: description.purchaseMode?.value ?? null,
      purModeLevel1: withLevel1 ? (description.purchaseMode?.level1.value ?? null) : null,
      unitLevel: unit.level,
      orgCode: unit.orgCode,
      orgName: unit.orgName,
      provAdmCode: unit.province?.code ?? null,
      provAdmName: unit.province?.name ?? null,
      visitorView:
        plan.typeCode === '3' || (!forced && random.chance(SHARE_LOGGED_IN_ONLY))
          ? VISITOR_VIEW.loggedInOnly
          : VISITOR_VIEW.public,
      isHistory,
      conversionMethod: description.conversionMethod,
      transformationField: description.transformationField,
      blackCode: blacklist ? `HMD-${chinaYear(published)}-${lettersOf(unit)}-${random.digits(5)}` : null,
      publishedAt: published,
      effectAt: timeline.effectAt,
      expireAt,
      ...procurementFieldsOf(
        plan.typeCode,
        timeline,
        description.subject,
        {
          projectNumber,
          contactName: facts.contactName,
          contactPhone: facts.contactPhone,
          contactEmail: facts.contactEmail,
        },
        fieldRandom,
      ),
      createdAt,
      updatedAt: published,
    };
    return {
      notice,
      blacklistEntries: blacklist?.entries ?? [],
      topic: {
        family: description.family,
        title,
        projectName: description.projectName,
        projectNumber,
        orgName: unit.orgName,
        subject: description.subject,
      },
    };
  };
};
