import type { TNewFile } from '../modules/files/index.js';
import { COMPANY_EMAIL_DOMAIN, COMPANY_NAME, PROVINCES } from './areas-and-orgs.js';
import { addDays, chineseDateText } from './china-dates.js';
import { buildCsv, buildDocx, buildPdf, buildText, buildXlsx, CONTENT_TYPES } from './file-formats.js';
import type { TNoticeDraft } from './notice-generator.js';
import type { TRandom } from './random.js';
import { PROCUREMENT_SUBJECTS, supplierName, type TProcurementSubject } from './vocabulary.js';

type TTopic = TNoticeDraft['topic'];
type TAttachmentMaker = (topic: TTopic, random: TRandom, createdAt: Date) => TNewFile;

const pdfFile = (
  fileName: string,
  title: string,
  paragraphs: readonly string[],
  createdAt: Date,
): TNewFile => ({
  fileName,
  contentType: CONTENT_TYPES.pdf,
  bytes: buildPdf({ title, paragraphs, createdAt }),
});
const csvFile = (
  fileName: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): TNewFile => ({
  fileName,
  contentType: CONTENT_TYPES.csv,
  bytes: buildCsv(headers, rows),
});
const docxFile = (fileName: string, title: string, paragraphs: readonly string[]): TNewFile => ({
  fileName,
  contentType: CONTENT_TYPES.docx,
  bytes: buildDocx({ title, paragraphs }),
});
const xlsxFile = (fileName: string, sheets: Parameters<typeof buildXlsx>[0]): TNewFile => ({
  fileName,
  contentType: CONTENT_TYPES.xlsx,
  bytes: buildXlsx(sheets),
});
const textFile = (fileName: string, lines: readonly string[]): TNewFile => ({
  fileName,
  contentType: CONTENT_TYPES.txt,
  bytes: buildText(lines),
});

const DELIVERY_PLACES = PROVINCES.flatMap((province) =>
  province.cities.map((city) => `${province.shortName}${city.name}`),
);

/** A price list as bidders receive it: quantities given, price cells left for them to fill in. */
const quotationRows = (subject: TProcurementSubject, random: TRandom, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const quantity = random.int(
      Math.max(1, Math.round(subject.quantity[0] / 20)),
      Math.round(subject.quantity[1] / 10),
    );
    return [
      index + 1,
      `WZ${random.digits(8)}`,
      random.pick(subject.items),
      subject.unit,
      quantity,
      '',
      '',
      random.pick(DELIVERY_PLACES),
    ];
  });
const QUOTATION_HEADERS = [
  '序号',
  '物资编码',
  '物资名称',
  '单位',
  '数量',
  '单价（元，含税）',
  '金额（元，含税）',
  '交货地点',
];

/**
 * The qualification chapter of every procurement document. Its words appear in no notice title or body
 * (docs/demo-data.md: search 防盗螺栓 to find notices by their attachments alone); in a PDF it lands on
 * page 2, after the chapters above.
 */
const QUALIFICATION_REQUIREMENTS = [
  '第六章 供应商资格要求',
  '6.1 具有独立承担民事责任的能力，近三年内在经营活动中没有重大违法记录。',
  '6.2 具备有效的质量管理体系认证证书（ISO 9001）及安全生产许可证。',
  '6.3 近三年具有不少于三项同类产品的供货业绩，并提供合同关键页复印件。',
  '6.4 铁塔类产品须配套提供防盗螺栓及其扭矩检测报告，防盗螺栓的材质不低于8.8级。',
  '6.5 本项目不接受联合体响应，不允许转包或违法分包。',
];

const procurementDocument =
  (section: number): TAttachmentMaker =>
  (topic, random, createdAt) =>
    pdfFile(
      `采购文件-第${section}包.pdf`,
      `${topic.projectName}采购文件（第${section}包）`,
      [
        `Project No.: ${topic.projectNumber}`,
        `采购人：${topic.orgName}`,
        '第一章 采购公告',
        `本项目采购内容为${topic.subject.name}，采用电子化方式组织，供应商须通过商务平台获取采购文件并在线递交响应文件。`,
        '第二章 供应商须知',
        '1. 响应文件须加盖电子签章，未按要求签章的响应文件按无效处理。',
        '2. 报价须包含货物（服务）费、运输费、保险费、安装调试费及全部税费。',
        `3. 响应文件有效期为递交截止之日起${random.pick([90, 120, 180])}日。`,
        '第三章 评审办法',
        `本项目采用综合评分法，其中价格分${random.pick([30, 40, 50])}分，技术分与商务分按评分细则计算。`,
        '第四章 合同主要条款',
        `交货（服务）期限：合同签订后${random.pick([15, 30, 45, 60])}日内；质量保证期：验收合格之日起${random.pick([2, 3, 5])}年。`,
        '第五章 技术规范及要求',
        ...topic.subject.items.map(
          (item, index) => `5.${index + 1} ${item}：须符合国家及行业现行标准，并满足采购人企业标准要求。`,
        ),
        ...QUALIFICATION_REQUIREMENTS,
      ],
      createdAt,
    );

const CANDIDATE_MAKERS: readonly TAttachmentMaker[] = [
  (topic, random, createdAt) =>
    pdfFile(
      '评审结果汇总.pdf',
      `${topic.projectName}评审结果汇总`,
      [
        `Project No.: ${topic.projectNumber}`,
        `评审委员会由${random.pick([5, 7, 9])}名评审专家组成，其中技术专家不少于三分之二。`,
        '评审委员会按照采购文件规定的评审办法对各供应商的响应文件进行了评审，推荐中标候选人如公示所列。',
        '评审过程依法依规，所有评审专家均签署了承诺书。',
      ],
      createdAt,
    ),
  (topic, random) =>
    csvFile(
      '中标候选人名单.csv',
      ['排序', '候选人名称', '投标报价（万元）', '评审得分'],
      [1, 2, 3].map((rank) => [
        rank,
        supplierName(random),
        (random.int(500, 90_000) / 10).toFixed(2),
        (92 - rank * 3).toFixed(2),
      ]),
    ),
];

const RESULT_MAKERS: readonly TAttachmentMaker[] = [
  (topic, random) =>
    csvFile(
      '中标结果明细.csv',
      ['标段', '中标（成交）人', '中标金额（万元）', '中标份额'],
      [1, 2].map((section) => [
        `第${section}标段`,
        supplierName(random),
        (random.int(500, 90_000) / 10).toFixed(2),
        '50%',
      ]),
    ),
];

const ATTACHMENT_MAKERS: Record<TTopic['family'], readonly TAttachmentMaker[]> = {
  purchase: [
    procurementDocument(1),
    procurementDocument(2),
    (topic, random) =>
      xlsxFile('报价清单.xlsx', [
        {
          name: '报价清单',
          headers: QUOTATION_HEADERS,
          rows: quotationRows(topic.subject, random, random.int(8, 40)),
        },
        {
          name: '报价说明',
          headers: ['说明'],
          rows: [
            ['单价须含运杂费、保险费及全部税费，增值税专用发票税率按国家现行规定执行。'],
            ['交货地点以采购订单为准，卸货及二次搬运费用由供应商承担。'],
          ],
        },
      ]),
    (topic) =>
      docxFile('技术规范书.docx', `${topic.subject.name}技术规范书`, [
        `项目编号：${topic.projectNumber}`,
        '一、适用范围',
        `本规范书适用于${topic.projectName}所采购的${topic.subject.name}。`,
        '二、技术要求',
        ...topic.subject.items.map(
          (item, index) => `${index + 1}. ${item}：性能指标须满足国家标准及行业标准的相关规定。`,
        ),
        '三、检验与验收',
        '到货后由采购人组织开箱检验，必要时委托第三方检测机构进行抽样检测，检验不合格的由供应商负责退换。',
        '镀锌层须均匀连续，热浸镀锌附着量不小于610克每平方米，盐雾试验不少于480小时。',
        '四、包装、运输及标识',
        '产品包装须牢固、防潮、防震，外包装标明物资名称、规格、数量及合同编号。',
      ]),
  ],
  advance: [
    (topic) =>
      textFile('采购需求说明.txt', [
        `${topic.projectName}采购需求说明`,
        `项目编号：${topic.projectNumber}`,
        '',
        `本项目拟采购${topic.subject.name}，主要包括：${topic.subject.items.join('、')}。`,
        '具体数量、技术要求及供应商资格条件以正式采购公告为准。',
      ]),
  ],
  candidates: CANDIDATE_MAKERS,
  // 候选人及结果公示 carries the files of both publicity kinds.
  candidatesAndResult: [...CANDIDATE_MAKERS, ...RESULT_MAKERS],
  result: RESULT_MAKERS,
  auction: [
    (topic, random) =>
      csvFile(
        '拍卖物资清单.csv',
        ['标的编号', '物资名称', '数量', '单位', '存放地点', '起拍价（元）'],
        Array.from({ length: random.int(5, 20) }, (_, index) => [
          `${topic.projectNumber}-${index + 1}`,
          random.pick(topic.subject.items),
          random.int(5, 400),
          topic.subject.unit,
          random.pick(DELIVERY_PLACES),
          random.int(20, 900) * 100,
        ]),
      ),
    (topic) =>
      textFile('竞买须知.txt', [
        `${topic.projectName}竞买须知`,
        `项目编号：${topic.projectNumber}`,
        '一、竞买人须在报名截止前完成注册并缴纳竞买保证金。',
        '二、标的按现状处置，竞买人可在看样期间实地查看，报名即视为认可标的现状。',
        '三、成交后竞买人须在5个工作日内付清全部价款，并自行负责拆除、装卸和运输。',
        '四、竞买人须具备相应的废旧物资回收资质，并遵守国家环境保护相关规定。',
      ]),
  ],
  inspection: [
    (topic, random, createdAt) =>
      pdfFile(
        '到货检验报告.pdf',
        `${topic.subject.name}到货检验报告`,
        [
          `Report No.: ${topic.projectNumber}-QC`,
          `委托单位：${topic.orgName}`,
          `检验依据：${topic.subject.name}相关国家标准、行业标准及采购合同技术条款。`,
          `抽样数量：${random.int(3, 12)}批次，检验项目包括外观、关键性能指标及安全性能。`,
          '检验结论：详见抽检结果明细，不合格批次已按合同约定处理。',
        ],
        createdAt,
      ),
    (topic, random) =>
      csvFile(
        '抽检结果明细.csv',
        ['样品编号', '供应商名称', '物资名称', '检验结论'],
        Array.from({ length: random.int(4, 12) }, (_, index) => [
          `${topic.projectNumber}-${index + 1}`,
          supplierName(random),
          random.pick(topic.subject.items),
          random.chance(0.85) ? '合格' : '不合格',
        ]),
      ),
  ],
  grading: [
    (topic, random) =>
      csvFile(
        '供应商分级结果明细.csv',
        ['序号', '供应商名称', '物资类别', '分级结果'],
        Array.from({ length: random.int(6, 20) }, (_, index) => [
          index + 1,
          supplierName(random),
          topic.subject.name,
          random.pick(['A级', 'B级', 'C级', 'D级']),
        ]),
      ),
  ],
  evaluation: [
    (topic, random) =>
      csvFile(
        '履约评价明细.csv',
        ['供应商名称', '物资类别', '质量得分', '交付得分', '服务得分', '综合得分'],
        Array.from({ length: random.int(6, 20) }, () => {
          const scores = [random.int(60, 100), random.int(60, 100), random.int(60, 100)];
          return [
            supplierName(random),
            topic.subject.name,
            ...scores,
            (scores.reduce((a, b) => a + b) / 3).toFixed(1),
          ];
        }),
      ),
  ],
  priceAdjustment: [
    (topic) =>
      textFile('价格联动说明.txt', [
        `${topic.subject.name}价格联动说明`,
        `文件编号：${topic.projectNumber}`,
        '一、联动依据：框架协议约定的主要原材料价格指数。',
        '二、联动周期：按季度测算，原材料价格波动超过5%时启动调整。',
        '三、执行时间：以公示期满后下达的订单为准。',
      ]),
  ],
  payables: [
    (topic, random) =>
      csvFile(
        '应付账款明细.csv',
        ['序号', '供应商名称', '应付金额（元）', '挂账年限'],
        Array.from({ length: random.int(5, 15) }, (_, index) => [
          index + 1,
          supplierName(random),
          (random.int(500, 900_000) + random.int(0, 99) / 100).toFixed(2),
          `${random.int(1, 5)}年`,
        ]),
      ),
  ],
  intellectualProperty: [
    (topic, random, createdAt) =>
      pdfFile(
        '成果简介.pdf',
        topic.title,
        [
          `成果编号：${topic.projectNumber}`,
          `权利人：${COMPANY_NAME}`,
          '技术领域：通信铁塔、基站配套设施的设计、建设与运维。',
          `技术效果：经${random.int(2, 12)}个省份试点应用，运维效率提升约${random.int(15, 45)}%。`,
          '合作方式：可洽谈转让、许可或合作开发，价格面议。',
        ],
        createdAt,
      ),
  ],
  announcement: [
    (topic, _random, createdAt) =>
      pdfFile(
        '公告正文.pdf',
        topic.title,
        [
          `发布单位：${topic.orgName}`,
          `${topic.title}的具体事项详见商务平台公告正文，请各单位按要求办理。`,
          `联系邮箱：service@${COMPANY_EMAIL_DOMAIN}`,
        ],
        createdAt,
      ),
    (topic) =>
      textFile('填报说明.txt', [
        `填报说明（${topic.projectNumber}）`,
        '1. 请使用附件模板填报，不得修改表头。',
        '2. 填报内容须真实准确，并加盖单位公章后扫描上传。',
        `3. 有关“${topic.title}”的问题请联系公告中的联系人。`,
      ]),
    (topic, random) =>
      csvFile(
        '回执表.csv',
        ['文件编号', '单位名称', '联系人', '联系电话', '电子邮箱', '备注'],
        [[topic.projectNumber, supplierName(random), '', '', '', '']],
      ),
  ],
};

/** One to three attachments that fit the notice, each with its own bytes. */
export const buildNoticeAttachments = (topic: TTopic, random: TRandom, createdAt: Date): TNewFile[] => {
  const makers = ATTACHMENT_MAKERS[topic.family];
  return random
    .sample(makers, random.int(1, Math.min(3, makers.length)))
    .map((make) => make(topic, random, createdAt));
};

const LARGE_FILE_BYTES = 3 * 1024 * 1024;

/** A quotation list of about 3 MB, so download progress can be watched in the browser. */
export const buildLargeQuotationList = (topic: TTopic, random: TRandom): TNewFile => {
  const rows: (string | number)[][] = [];
  let approximateBytes = 0;
  while (approximateBytes < LARGE_FILE_BYTES) {
    const subject = random.weighted(PROCUREMENT_SUBJECTS);
    const quantity = random.int(1, 500);
    const price = random.int(subject.unitPriceYuan[0], subject.unitPriceYuan[1]);
    const row = [
      rows.length + 1,
      `WZ${random.digits(8)}`,
      random.pick(subject.items),
      subject.unit,
      quantity,
      price.toFixed(2),
      (price * quantity).toFixed(2),
      random.pick(DELIVERY_PLACES),
    ];
    approximateBytes += Buffer.byteLength(row.join(','), 'utf8') + 2;
    rows.push(row);
  }
  return csvFile(`${topic.projectNumber}报价清单（全量明细）.csv`, QUOTATION_HEADERS, rows);
};

export type TDownloadZoneFile = { title: string; loginOnly: boolean; enabled: boolean; file: TNewFile };

/** The 下载专区: manuals, templates and guides; some only for logged-in users, one withdrawn. */
export const buildDownloadZoneFiles = (random: TRandom, now: Date): TDownloadZoneFile[] => {
  const issued = (daysAgo: number) => addDays(now, -daysAgo);
  const manual = (title: string, chapters: readonly string[], daysAgo: number) =>
    pdfFile(
      `${title}.pdf`,
      title,
      [`${COMPANY_NAME}`, `发布日期：${chineseDateText(issued(daysAgo))}`, ...chapters],
      issued(daysAgo),
    );
  const entries: (Omit<TDownloadZoneFile, 'loginOnly' | 'enabled'> & {
    loginOnly?: boolean;
    enabled?: boolean;
  })[] = [
    {
      title: '供应商注册操作手册',
      file: manual(
        '供应商注册操作手册',
        [
          '一、注册准备',
          '准备营业执照、法定代表人身份证明、授权委托书及联系人手机号码，扫描件须清晰完整。',
          '二、注册步骤',
          '1. 访问商务平台首页，点击“供应商注册”；2. 填写企业基本信息并上传资质文件；3. 设置登录账号和密码；4. 提交后等待审核。',
          '三、审核说明',
          '审核一般在3个工作日内完成，审核结果以短信方式通知。审核未通过的，请按退回意见修改后重新提交。',
          '四、常见问题',
          '忘记密码可通过登录页“忘记密码”找回；收不到短信验证码时，请确认手机号码是否正确并检查是否被拦截。',
        ],
        120,
      ),
    },
    {
      title: '投标文件格式模板',
      file: textFile('投标文件格式模板.txt', [
        '投标文件格式模板',
        '',
        '一、投标函',
        `致：${COMPANY_NAME}`,
        '我方已仔细研究了（项目名称）采购文件的全部内容，愿意以人民币（大写）　　元的投标总报价参加投标。',
        '二、法定代表人身份证明',
        '三、授权委托书',
        '四、开标一览表',
        '五、商务和技术偏差表',
        '六、资格审查资料',
        '七、其他材料',
      ]),
    },
    {
      title: '电子签章办理指南',
      file: manual(
        '电子签章办理指南',
        [
          '一、适用对象：在商务平台参与电子化采购的全部供应商。',
          '二、办理流程：在线提交申请、上传营业执照和经办人身份证明、支付证书费用、领取数字证书介质。',
          '三、使用说明：投标文件加盖电子签章前，请先安装驱动程序并插入数字证书介质。',
          '四、有效期：数字证书有效期一年，到期前30日平台将提醒续期。',
        ],
        90,
      ),
    },
    {
      title: 'CA数字证书申领说明',
      file: manual(
        'CA数字证书申领说明',
        [
          '数字证书用于登录商务平台和对响应文件进行电子签章。',
          '申领材料：营业执照副本复印件、经办人身份证复印件、数字证书申请表。',
          '证书遗失或损坏的，应及时办理挂失和补办。',
        ],
        200,
      ),
    },
    {
      title: '供应商信息变更申请表',
      file: csvFile(
        '供应商信息变更申请表.csv',
        ['变更项目', '变更前', '变更后', '变更原因', '证明材料'],
        [
          ['企业名称', '', '', '', '营业执照'],
          ['法定代表人', '', '', '', '身份证明'],
          ['注册地址', '', '', '', '营业执照'],
          ['联系人及电话', '', '', '', '授权委托书'],
        ],
      ),
    },
    {
      title: '商务平台常见问题解答',
      file: textFile('商务平台常见问题解答.txt', [
        '商务平台常见问题解答',
        '问：注册审核需要多长时间？',
        '答：一般在3个工作日内完成审核。',
        '问：收不到短信验证码怎么办？',
        '答：请确认绑定的手机号码正确，检查是否被安全软件拦截，或改用邮箱接收验证码。',
        '问：如何查看历史公告？',
        '答：在首页点击“历史公告”栏目即可按类型查看。',
        '问：平台服务时间？',
        '答：工作日8:00-18:00提供电话支持服务。',
      ]),
    },
    {
      title: '电子招投标系统投标人操作手册',
      loginOnly: true,
      file: manual(
        '电子招投标系统投标人操作手册',
        [
          '第一章 系统登录：使用商务平台账号和数字证书登录电子招投标系统。',
          '第二章 获取采购文件：在“我的项目”中找到对应项目，下载采购文件及澄清文件。',
          '第三章 编制响应文件：使用投标文件编制工具生成加密的响应文件。',
          '第四章 递交响应文件：在递交截止时间前上传响应文件，系统返回递交回执即为成功。',
          '第五章 在线开标：按时登录系统参加开标，并在规定时间内完成解密。',
          '第六章 澄清与答疑：评审期间如收到澄清通知，须在规定时间内在线答复。',
        ],
        60,
      ),
    },
    {
      title: '保证金缴纳及退还说明',
      file: textFile('保证金缴纳及退还说明.txt', [
        '保证金缴纳及退还说明',
        '一、投标保证金须从投标人基本账户以银行转账方式缴纳，不接受现金或个人账户转账。',
        '二、缴纳时须在附言中注明项目编号及标段号。',
        '三、未中标人的保证金在中标通知书发出后5个工作日内退还，中标人的保证金在合同签订后退还。',
      ]),
    },
    {
      title: '供应商履约评价管理办法',
      loginOnly: true,
      file: manual(
        '供应商履约评价管理办法',
        [
          '第一条 为规范供应商履约评价工作，提升供应链管理水平，制定本办法。',
          '第二条 履约评价按季度开展，评价维度包括产品质量、交付及时性、服务响应和合规经营。',
          '第三条 评价结果分为优秀、良好、合格、不合格四个等级，并与采购份额分配挂钩。',
          '第四条 对评价结果有异议的，供应商可在公示期内提出书面申诉。',
        ],
        300,
      ),
    },
    {
      title: '物资编码目录',
      loginOnly: true,
      file: csvFile(
        '物资编码目录.csv',
        ['物资编码', '物资名称', '计量单位', '物资大类'],
        PROCUREMENT_SUBJECTS.filter((subject) => subject.kind === 'goods').flatMap((subject) =>
          subject.items.map((item) => [`WZ${random.digits(8)}`, item, subject.unit, subject.name]),
        ),
      ),
    },
    {
      title: '廉洁从业承诺书模板',
      file: textFile('廉洁从业承诺书模板.txt', [
        '廉洁从业承诺书',
        `致${COMPANY_NAME}：`,
        '我单位郑重承诺，在参与贵公司采购活动及合同履行过程中：',
        '一、不向贵公司工作人员提供任何形式的财物、宴请及其他不正当利益；',
        '二、不以任何方式串通投标或弄虚作假；',
        '三、如违反上述承诺，自愿接受列入不良行为名单等处理。',
        '承诺单位（盖章）：　　　　　　　日期：　　年　　月　　日',
      ]),
    },
    {
      title: '供应商注册操作手册（2021版）',
      enabled: false,
      file: manual('供应商注册操作手册（2021版）', ['本手册已废止，请下载最新版供应商注册操作手册。'], 1200),
    },
  ];
  return entries.map((entry) => ({ loginOnly: false, enabled: true, ...entry }));
};
