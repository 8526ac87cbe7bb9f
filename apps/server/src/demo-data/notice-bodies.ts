import { COMPANY_NAME } from './areas-and-orgs.js';
import { escapeHtml, heading, orderedList, paragraph, table } from './html.js';
import { createRandom, type TRandom } from './random.js';
import { supplierName, type TProcurementSubject } from './vocabulary.js';

/** Which body layout a notice gets; several notice types share one. */
export type TBodyFamily =
  | 'purchase'
  | 'advance'
  | 'candidates'
  | 'candidatesAndResult'
  | 'result'
  | 'auction'
  | 'inspection'
  | 'grading'
  | 'evaluation'
  | 'priceAdjustment'
  | 'payables'
  | 'intellectualProperty'
  | 'announcement';

/** The per-notice texts a body shows; tables are made from the subject and a random source. */
export type TBodyFacts = {
  title: string;
  orgName: string;
  projectName: string;
  projectNumber: string;
  modeLabel: string;
  subjectName: string;
  regionName: string;
  publishedText: string;
  /** End of document download, publicity or registration. */
  windowEndText: string;
  /** Bid submission deadline and opening time. */
  deadlineText: string;
  yearText: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  supervisorPhone: string;
  /** Type 47 only: field and conversion-method labels, already joined with '、'. */
  ipFieldLabels: string;
  ipMethodLabels: string;
  patentNumber: string;
};

const BODY_FACT_KEYS: readonly (keyof TBodyFacts)[] = [
  'title',
  'orgName',
  'projectName',
  'projectNumber',
  'modeLabel',
  'subjectName',
  'regionName',
  'publishedText',
  'windowEndText',
  'deadlineText',
  'yearText',
  'contactName',
  'contactPhone',
  'contactEmail',
  'supervisorPhone',
  'ipFieldLabels',
  'ipMethodLabels',
  'patentNumber',
];

/** Chinese documents separate fields on one line with a full-width space. */
const FULL_WIDTH_SPACE = '\u3000';

const wanYuan = (yuan: number) => (yuan / 10_000).toFixed(2);
const SECTION_LABELS = ['第1标段', '第2标段', '第3标段', '第4标段'];

const contactSection = (facts: TBodyFacts, number: string) =>
  heading(`${number}、联系方式`) +
  paragraph(`发布单位：${facts.orgName}`) +
  paragraph(`联系人：${facts.contactName}${FULL_WIDTH_SPACE}联系电话：${facts.contactPhone}`) +
  paragraph(`电子邮箱：${facts.contactEmail}`) +
  paragraph(`监督电话：${facts.supervisorPhone}`);

/** Bid sections of a project: item, specification, quantity and ceiling price per section. */
const sectionRows = (subject: TProcurementSubject, random: TRandom) =>
  SECTION_LABELS.slice(0, random.int(1, 4)).map((section) => {
    const quantity = random.int(subject.quantity[0], subject.quantity[1]);
    const price = random.int(subject.unitPriceYuan[0], subject.unitPriceYuan[1]);
    return { section, item: random.pick(subject.items), quantity, ceilingYuan: quantity * price };
  });

const purchaseBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) => {
  const sections = sectionRows(subject, random);
  return (
    paragraph(
      `${facts.orgName}（以下简称“采购人”）拟对${facts.projectName}进行${facts.modeLabel}，现将有关事项公告如下：`,
    ) +
    heading('一、项目概况') +
    paragraph(`项目名称：${facts.projectName}`) +
    paragraph(`项目编号：${facts.projectNumber}`) +
    paragraph(`采购方式：${facts.modeLabel}`) +
    paragraph('资金来源：企业自筹，资金已落实。') +
    heading('二、采购内容及标段划分') +
    table(
      ['标段', '物资/服务名称', '单位', '预估数量', '最高限价（万元）'],
      sections.map((row) => [row.section, row.item, subject.unit, row.quantity, wanYuan(row.ceilingYuan)]),
    ) +
    paragraph(
      '注：预估数量仅作报价参考，实际以合同执行为准；各标段允许兼投，但同一投标人最多中标两个标段。',
    ) +
    heading('三、供应商资格要求') +
    orderedList([
      '在中华人民共和国境内注册，具有独立法人资格，持有有效的营业执照；',
      `近三年具有${facts.subjectName}同类项目业绩不少于2项，须提供合同关键页扫描件；`,
      '未被列入本公司供应商黑名单，且不处于不良行为限制交易期内；',
      '本项目不接受联合体投标，不允许分包或转包。',
    ]) +
    heading('四、采购文件的获取') +
    paragraph(`获取时间：${facts.publishedText}至${facts.windowEndText}（北京时间，下同）。`) +
    paragraph('获取方式：已注册的供应商登录商务平台，在“我的项目”中下载电子版采购文件，不收取费用。') +
    heading('五、响应文件的递交') +
    paragraph(`递交截止时间及开启时间：${facts.deadlineText}。`) +
    paragraph('递交方式：通过电子招投标系统在线递交并加盖电子签章，逾期上传的响应文件恕不接受。') +
    contactSection(facts, '六')
  );
};

const advanceBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) =>
  paragraph(`为便于潜在供应商提前做好准备，现将${facts.projectName}的采购计划预告如下：`) +
  heading('一、项目基本情况') +
  paragraph(`项目编号：${facts.projectNumber}`) +
  paragraph(`预计采购方式：${facts.modeLabel}`) +
  paragraph(`预计发布采购公告时间：${facts.windowEndText}前后。`) +
  heading('二、预计采购内容') +
  table(
    ['标段', '物资/服务名称', '单位', '预估数量'],
    sectionRows(subject, random).map((row) => [row.section, row.item, subject.unit, row.quantity]),
  ) +
  paragraph('本预告仅为采购计划信息，不构成采购邀约，具体要求以正式采购公告为准。') +
  contactSection(facts, '三');

const candidatesBody =
  (withResult: boolean) => (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) => {
    const rows = SECTION_LABELS.slice(0, random.int(1, 3)).flatMap((section) => {
      const baseYuan =
        random.int(subject.quantity[0], subject.quantity[1]) *
        random.int(subject.unitPriceYuan[0], subject.unitPriceYuan[1]);
      return [1, 2, 3].map((rank) => {
        const price = wanYuan(baseYuan * (0.86 + random.next() * 0.12));
        const score = (92 - rank * 3 - random.next() * 4).toFixed(2);
        const cells: (string | number)[] = [section, `第${rank}名`, supplierName(random), price, score];
        if (withResult) cells.push(rank === 1 ? '拟中标' : '—');
        return cells;
      });
    });
    const headers = ['标段', '排序', '候选人名称', '投标报价（万元）', '评审得分'];
    return (
      paragraph(
        `${facts.projectName}（项目编号：${facts.projectNumber}）评审工作已经结束，根据评审委员会的推荐意见，现将${withResult ? '中标（成交）候选人及拟中标（成交）结果' : '中标（成交）候选人'}公示如下：`,
      ) +
      heading(withResult ? '一、候选人及结果' : '一、候选人') +
      table(withResult ? [...headers, '中标结果'] : headers, rows) +
      heading('二、公示期') +
      paragraph(`${facts.publishedText}至${facts.windowEndText}。`) +
      heading('三、异议与投诉') +
      paragraph(
        '投标人或其他利害关系人对公示内容有异议的，应当在公示期内以书面形式向采购人提出，并附有效证明材料；逾期或匿名提出的异议不予受理。',
      ) +
      contactSection(facts, '四')
    );
  };

const resultBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) => {
  const sections = sectionRows(subject, random);
  return (
    paragraph(
      `${facts.projectName}（项目编号：${facts.projectNumber}）已完成${facts.modeLabel}程序，现将采购结果公示如下：`,
    ) +
    heading('一、采购结果') +
    table(
      ['标段', '中标（成交）人', '中标金额（万元）', '中标份额', '服务/交货期'],
      sections.map((row) => [
        row.section,
        supplierName(random),
        wanYuan(row.ceilingYuan * (0.85 + random.next() * 0.1)),
        `${random.pick([100, 60, 50, 40])}%`,
        random.pick(['合同签订后30日内', '合同签订后60日内', '框架期两年', '按订单交付']),
      ]),
    ) +
    heading('二、公示期') +
    paragraph(`${facts.publishedText}至${facts.windowEndText}。`) +
    paragraph('对上述结果有异议的，请在公示期内以书面形式向采购人提出。') +
    contactSection(facts, '三')
  );
};

const auctionBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) =>
  paragraph(`${facts.orgName}拟对一批闲置及报废资产进行公开竞价处置，欢迎具备相应资质的单位参与竞买。`) +
  heading('一、处置标的') +
  table(
    ['标的编号', '物资名称', '数量', '单位', '存放地点', '起拍价（元）'],
    Array.from({ length: random.int(2, 5) }, (_, index) => [
      `${facts.projectNumber}-${index + 1}`,
      random.pick(subject.items),
      random.int(5, 400),
      subject.unit,
      `${facts.regionName}仓库`,
      random.int(20, 900) * 100,
    ]),
  ) +
  heading('二、竞买人条件') +
  orderedList([
    '具有独立法人资格，持有有效的营业执照；',
    '具备废旧物资回收或再生资源利用相关资质；',
    '竞买前须缴纳竞买保证金，未成交的保证金于竞价结束后10个工作日内无息退还。',
  ]) +
  heading('三、报名及竞价时间') +
  paragraph(`报名截止时间：${facts.windowEndText}。`) +
  paragraph(`网上竞价时间：${facts.deadlineText}。`) +
  contactSection(facts, '四');

const inspectionBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) =>
  paragraph(
    `根据到货检验管理要求，${facts.orgName}委托第三方检测机构对${facts.subjectName}到货产品进行了抽样检验，结果如下：`,
  ) +
  table(
    ['样品编号', '供应商名称', '物资名称', '检验项目', '检验结论'],
    Array.from({ length: random.int(3, 6) }, (_, index) => [
      `${facts.projectNumber}-${String(index + 1).padStart(2, '0')}`,
      supplierName(random),
      random.pick(subject.items),
      random.pick(['外观及标识', '关键性能指标', '材质及镀层厚度', '安全性能', '全项检验']),
      random.chance(0.85) ? '合格' : '不合格',
    ]),
  ) +
  paragraph('对检验结论不合格的批次，已按合同约定要求供应商限期退换货，并纳入供应商履约评价。') +
  contactSection(facts, '一');

const gradingBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) =>
  paragraph(
    `依据供应商分级管理办法，结合${facts.yearText}供货质量、履约及服务评价情况，现将${facts.subjectName}类供应商分级结果公示如下：`,
  ) +
  table(
    ['序号', '供应商名称', '物资类别', '分级结果', '较上期变化'],
    Array.from({ length: random.int(4, 8) }, (_, index) => [
      index + 1,
      supplierName(random),
      facts.subjectName,
      random.pick(['A级', 'A级', 'B级', 'B级', 'C级', 'D级']),
      random.pick(['持平', '上升', '下降']),
    ]),
  ) +
  paragraph(
    `公示期：${facts.publishedText}至${facts.windowEndText}。对分级结果有异议的，请于公示期内提出书面申诉。`,
  ) +
  contactSection(facts, '一');

const evaluationBody = (facts: TBodyFacts, _subject: TProcurementSubject, random: TRandom) =>
  paragraph(`现将${facts.yearText}${facts.subjectName}供应商履约评价结果予以公示：`) +
  table(
    ['供应商名称', '合同编号', '评价得分', '评价等级'],
    Array.from({ length: random.int(4, 8) }, () => {
      const score = 60 + random.next() * 38;
      const grade = score >= 90 ? '优秀' : score >= 80 ? '良好' : score >= 70 ? '合格' : '不合格';
      return [supplierName(random), `HT-${facts.projectNumber}-${random.digits(3)}`, score.toFixed(1), grade];
    }),
  ) +
  paragraph('评价结果将作为后续采购评审、份额分配及供应商分级的重要依据。') +
  contactSection(facts, '一');

const priceAdjustmentBody = (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) =>
  paragraph(
    `根据框架协议价格联动条款及原材料市场价格变化情况，现对${facts.subjectName}框架协议价格调整如下：`,
  ) +
  table(
    ['物资名称', '单位', '调整前单价（元）', '调整后单价（元）', '调整幅度'],
    subject.items.map((item) => {
      const before = random.int(subject.unitPriceYuan[0], subject.unitPriceYuan[1]);
      const ratio = (random.next() - 0.6) * 0.12;
      return [item, subject.unit, before, Math.round(before * (1 + ratio)), `${(ratio * 100).toFixed(1)}%`];
    }),
  ) +
  paragraph(`调整后价格自${facts.windowEndText}起执行，已下达未到货订单按原价格执行。`) +
  contactSection(facts, '一');

const payablesBody = (facts: TBodyFacts, _subject: TProcurementSubject, random: TRandom) =>
  paragraph(
    `为做好应付账款清理工作，${facts.orgName}对长期挂账的应付款项进行了核对，现公示如下，请相关供应商及时联系办理：`,
  ) +
  table(
    ['序号', '供应商名称', '应付金额（元）', '挂账年限', '处理方式'],
    Array.from({ length: random.int(3, 7) }, (_, index) => [
      index + 1,
      supplierName(random),
      (random.int(500, 900_000) + random.int(0, 99) / 100).toFixed(2),
      `${random.int(1, 5)}年`,
      random.pick(['请提供发票办理支付', '请确认对账单', '协商核销']),
    ]),
  ) +
  paragraph(
    `请相关供应商于${facts.windowEndText}前携带对账资料与我司联系，逾期未联系的将按相关财务制度处理。`,
  ) +
  contactSection(facts, '一');

const intellectualPropertyBody = (facts: TBodyFacts, _subject: TProcurementSubject, random: TRandom) =>
  paragraph(`为促进科技成果转化，现面向社会公开发布以下知识产权运营信息，欢迎有意向的单位洽谈合作。`) +
  table(
    ['成果名称', '专利号', '权利人', '所属领域', '转化方式', '参考价格'],
    [[facts.title, facts.patentNumber, COMPANY_NAME, facts.ipFieldLabels, facts.ipMethodLabels, '面议']],
  ) +
  heading('一、成果简介') +
  paragraph(
    `本成果面向通信铁塔及基站运维场景，${random.pick([
      '通过传感器实时采集数据并在边缘侧完成分析，显著降低人工巡检频次。',
      '采用模块化设计，安装效率提升约40%，适合大规模推广应用。',
      '已在多个省份的存量站点完成试点验证，运行稳定可靠。',
      '可与现有运维平台无缝对接，具备良好的兼容性和扩展性。',
    ])}`,
  ) +
  heading('二、合作流程') +
  paragraph('意向方提交合作申请后，双方开展专利市场匹配、价值评估、商务谈判，签订协议并完成备案。') +
  contactSection(facts, '三');

const announcementBody = (facts: TBodyFacts, _subject: TProcurementSubject, random: TRandom) =>
  paragraph(`各供应商及合作伙伴：`) +
  paragraph(
    `为进一步规范采购管理、提升服务质量，${facts.orgName}现就“${facts.title}”有关事项公告如下，请各单位认真阅读并按要求执行。`,
  ) +
  heading('一、主要事项') +
  table(
    ['事项', '内容'],
    [
      ['适用范围', random.pick(['全体注册供应商', '相关合作伙伴', `${facts.regionName}区域内供应商`])],
      ['开始时间', facts.publishedText],
      ['截止时间', facts.windowEndText],
      ['办理渠道', random.pick(['商务平台在线办理', '电子邮件报送', '现场提交纸质材料'])],
    ],
  ) +
  heading('二、有关要求') +
  orderedList([
    '请各单位指定专人负责，按时完成相关工作；',
    '提交的材料须真实、准确、完整，如有弄虚作假将按不良行为处理；',
    '执行过程中如有疑问，请及时与联系人沟通。',
  ]) +
  contactSection(facts, '三');

/** Black-list notices: the detail page shows the rows themselves; the body states the decision. */
export const buildBlacklistBody = (
  facts: TBodyFacts,
  entries: readonly {
    supplierName: string;
    reasonName: string;
    restrictedAreaName: string;
    regionName: string;
  }[],
  periodText: string,
): string =>
  paragraph('各供应商：') +
  paragraph(
    `经调查核实，以下供应商在参与${facts.orgName}采购活动中存在不良行为。依据《供应商不良行为管理办法》，经研究决定作出如下处理：`,
  ) +
  table(
    ['序号', '供应商名称', '不良行为', '限制范围', '限制区域', '限制期限'],
    entries.map((entry, index) => [
      index + 1,
      entry.supplierName,
      entry.reasonName,
      entry.restrictedAreaName,
      entry.regionName,
      periodText,
    ]),
  ) +
  paragraph(
    '限制期内，上述供应商不得参与限制范围内的采购活动；已参与但尚未签订合同的，取消其中标（成交）资格。',
  ) +
  heading('申诉渠道') +
  paragraph(`对处理结果有异议的，可自公告发布之日起15日内向${facts.orgName}提出书面申诉。`) +
  paragraph(`联系人：${facts.contactName}${FULL_WIDTH_SPACE}联系电话：${facts.contactPhone}`);

const BODY_BUILDERS: Record<
  TBodyFamily,
  (facts: TBodyFacts, subject: TProcurementSubject, random: TRandom) => string
> = {
  purchase: purchaseBody,
  advance: advanceBody,
  candidates: candidatesBody(false),
  candidatesAndResult: candidatesBody(true),
  result: resultBody,
  auction: auctionBody,
  inspection: inspectionBody,
  grading: gradingBody,
  evaluation: evaluationBody,
  priceAdjustment: priceAdjustmentBody,
  payables: payablesBody,
  intellectualProperty: intellectualPropertyBody,
  announcement: announcementBody,
};

/** A fresh body with its own tables: for the notices people open first. */
export const buildNoticeBody = (
  family: TBodyFamily,
  facts: TBodyFacts,
  subject: TProcurementSubject,
  random: TRandom,
): string => BODY_BUILDERS[family](facts, subject, random);

type TCompiledBody = { parts: readonly string[]; keys: readonly (keyof TBodyFacts)[] };

const PLACEHOLDER = /\{\{(\w+)\}\}/;
const placeholderFacts = Object.fromEntries(BODY_FACT_KEYS.map((key) => [key, `{{${key}}}`])) as TBodyFacts;

/**
 * Bulk notices reuse a few bodies per layout and subject with their own texts filled in: a million
 * notices then cost one string join each instead of building tables.
 */
export const createBodyTemplates = (variantsPerKey: number) => {
  const compiled = new Map<string, TCompiledBody>();
  const compile = (family: TBodyFamily, subject: TProcurementSubject, variant: number): TCompiledBody => {
    const key = `${family}|${subject.name}|${variant}`;
    const existing = compiled.get(key);
    if (existing) return existing;
    // Each template draws its tables from its own seed, so templates do not depend on seeding order.
    const seed = [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);
    const split = buildNoticeBody(family, placeholderFacts, subject, createRandom(seed)).split(PLACEHOLDER);
    const template: TCompiledBody = {
      parts: split.filter((_, index) => index % 2 === 0),
      keys: split.filter((_, index) => index % 2 === 1) as (keyof TBodyFacts)[],
    };
    compiled.set(key, template);
    return template;
  };
  return (family: TBodyFamily, facts: TBodyFacts, subject: TProcurementSubject, random: TRandom): string => {
    const { parts, keys } = compile(family, subject, random.int(0, variantsPerKey - 1));
    let html = parts[0] ?? '';
    keys.forEach((key, index) => {
      html += escapeHtml(facts[key]) + (parts[index + 1] ?? '');
    });
    return html;
  };
};
