import type { TRandom } from './random.js';

/** What a tower company buys. Weights keep 铁塔 in about a fifth and 光缆 in about a twelfth of the subject-based titles. */
export type TProcurementSubject = {
  name: string;
  kind: 'goods' | 'works' | 'services';
  unit: string;
  /** Line items of the item tables. */
  items: readonly string[];
  unitPriceYuan: readonly [number, number];
  quantity: readonly [number, number];
  weight: number;
};

const subject = (
  name: string,
  kind: TProcurementSubject['kind'],
  unit: string,
  items: readonly string[],
  unitPriceYuan: readonly [number, number],
  quantity: readonly [number, number],
  weight: number,
): TProcurementSubject => ({ name, kind, unit, items, unitPriceYuan, quantity, weight });

export const PROCUREMENT_SUBJECTS: readonly TProcurementSubject[] = [
  subject(
    '铁塔塔材',
    'goods',
    '吨',
    ['角钢塔塔材（Q355B热镀锌）', '单管塔塔材', '三管塔塔材', '塔材连接螺栓及附件'],
    [6800, 9200],
    [150, 2600],
    8,
  ),
  subject(
    '通信铁塔',
    'goods',
    '座',
    ['30米单管塔', '35米三管塔', '40米角钢塔', '25米景观塔（仿生树）'],
    [45000, 160000],
    [20, 400],
    4,
  ),
  subject(
    '铁塔及配套设施代维服务',
    'services',
    '站·年',
    ['铁塔及天馈巡检', '动力配套维护', '故障抢修', '上站配合保障'],
    [1800, 4200],
    [500, 6000],
    4,
  ),
  subject(
    '铁塔视频监控设备',
    'goods',
    '套',
    ['高清智能球机', '边缘计算盒', '太阳能供电组件', '立杆及安装附件'],
    [2800, 9800],
    [100, 3000],
    3,
  ),
  subject(
    '铁塔塔桅结构安全检测服务',
    'services',
    '座',
    ['塔体垂直度检测', '螺栓紧固度检测', '基础沉降观测', '检测报告编制'],
    [600, 1800],
    [300, 5000],
    2,
  ),
  subject(
    '铁塔防坠落装置',
    'goods',
    '套',
    ['导轨式防坠器', '安全带及缓冲器', '爬梯护笼'],
    [900, 2600],
    [200, 4000],
    1,
  ),
  subject(
    '光缆',
    'goods',
    '皮长公里',
    ['GYTA-24B1', 'GYTS-48B1', 'GYFTY-12B1', 'ADSS-24B1-200'],
    [1100, 3400],
    [200, 4800],
    5,
  ),
  subject(
    '光缆线路工程',
    'works',
    '公里',
    ['管道光缆敷设', '架空光缆架设', '光缆接续及测试', '光缆路由标识'],
    [3500, 9000],
    [50, 800],
    2,
  ),
  subject(
    '光缆交接箱',
    'goods',
    '个',
    ['144芯光缆交接箱', '288芯光缆交接箱', '光缆分纤箱'],
    [900, 2600],
    [100, 2000],
    1,
  ),
  subject(
    '磷酸铁锂蓄电池',
    'goods',
    '组',
    [
      '48V/100Ah 磷酸铁锂电池组',
      '48V/200Ah 磷酸铁锂电池组',
      '48V/300Ah 磷酸铁锂电池组',
      '电池管理系统（BMS）',
    ],
    [3200, 11800],
    [300, 9000],
    5,
  ),
  subject(
    '梯次利用蓄电池',
    'goods',
    '组',
    ['48V/50Ah 梯次电池组', '48V/100Ah 梯次电池组'],
    [1600, 4200],
    [500, 8000],
    1,
  ),
  subject(
    '开关电源',
    'goods',
    '套',
    ['-48V/300A 嵌入式开关电源', '-48V/600A 组合式开关电源', '50A 整流模块'],
    [5500, 26000],
    [100, 3000],
    3,
  ),
  subject(
    '动环监控设备',
    'goods',
    '套',
    ['FSU 监控单元', '智能电表', '水浸传感器', '烟雾传感器', '智能门磁'],
    [300, 4800],
    [500, 12000],
    3,
  ),
  subject(
    '5G室分系统',
    'works',
    '项',
    ['楼宇室分新建', '地铁站点覆盖', '隧道覆盖', '既有室分改造'],
    [50000, 900000],
    [5, 80],
    3,
  ),
  subject(
    '电力引入工程',
    'works',
    '站',
    ['10kV 高压引入', '低压市电引入', '箱式变压器安装', '电缆敷设'],
    [12000, 90000],
    [30, 800],
    4,
  ),
  subject(
    '基站配套工程',
    'works',
    '站',
    ['基础施工', '机房改造', '天面改造', '接地网施工'],
    [8000, 60000],
    [50, 1200],
    4,
  ),
  subject(
    '基站空调',
    'goods',
    '台',
    ['3匹基站专用空调', '5匹基站专用空调', '智能通风节能系统'],
    [4200, 9800],
    [100, 2500],
    2,
  ),
  subject(
    '移动发电机组',
    'goods',
    '台',
    ['10kW 静音发电机组', '16kW 静音发电机组', '30kW 拖车式发电机组'],
    [9000, 60000],
    [10, 300],
    2,
  ),
  subject(
    '室外一体化机柜',
    'goods',
    '台',
    ['双舱一体化机柜', '单舱一体化机柜', '机柜温控单元'],
    [9000, 32000],
    [50, 1500],
    2,
  ),
  subject(
    '防雷接地改造工程',
    'works',
    '站',
    ['接地网改造', '避雷针更换', '浪涌保护器安装'],
    [3000, 15000],
    [50, 1500],
    1,
  ),
  subject(
    '通信工程监理服务',
    'services',
    '项',
    ['施工阶段监理', '安全文明施工监督', '竣工验收配合'],
    [80000, 600000],
    [1, 12],
    2,
  ),
  subject(
    '通信工程勘察设计服务',
    'services',
    '项',
    ['站址勘察', '施工图设计', '概预算编制', '设计会审'],
    [60000, 500000],
    [1, 12],
    2,
  ),
  subject(
    '5G智慧杆塔',
    'goods',
    '套',
    ['多功能灯杆', '微站挂载组件', '杆体综合配电箱'],
    [18000, 65000],
    [20, 600],
    2,
  ),
  subject(
    '基站智能门禁',
    'goods',
    '套',
    ['蓝牙智能锁', '门禁控制器', '电子钥匙'],
    [400, 1500],
    [500, 10000],
    1,
  ),
  subject(
    '两轮电动车换电柜',
    'goods',
    '台',
    ['12仓换电柜', '8仓换电柜', '换电电池（48V/24Ah）'],
    [6500, 18000],
    [50, 2000],
    2,
  ),
  subject(
    '基站储能系统',
    'goods',
    '套',
    ['100kWh 储能柜', '储能变流器（PCS）', '能量管理系统'],
    [90000, 260000],
    [5, 120],
    1,
  ),
  subject(
    '分布式光伏组件',
    'goods',
    '千瓦',
    ['单晶硅光伏组件', '组串式逆变器', '光伏支架'],
    [1800, 3600],
    [200, 6000],
    1,
  ),
  subject(
    '微波传输设备',
    'goods',
    '套',
    ['E-Band 微波设备', '微波天线', '室外单元（ODU）'],
    [12000, 48000],
    [20, 400],
    1,
  ),
];

export const GOODS_SUBJECTS = PROCUREMENT_SUBJECTS.filter((item) => item.kind === 'goods');

export const PROJECT_KINDS: Record<TProcurementSubject['kind'], readonly string[]> = {
  goods: ['集中采购项目', '框架采购项目', '采购项目', '补充采购项目'],
  works: ['施工服务采购项目', '施工框架项目', '施工项目'],
  // Service subjects end in 服务 themselves.
  services: ['采购项目', '框架采购项目', '项目'],
};

export const BATCH_LABELS = ['', '', '', '（第一批）', '（第二批）', '（第三批）', '（二次）'] as const;

/** How auction notices (type 16) describe what they sell off: 废旧光缆, 退网通信铁塔. */
export const DISPOSAL_PREFIXES: readonly string[] = ['废旧', '退网', '报废', '闲置'];

export const SOLICITATION_TOPICS: readonly string[] = [
  '5G室分共建共享',
  '铁塔视频监控AI识别',
  '基站节能降耗',
  '高速铁路隧道覆盖',
  '铁塔低空监测',
  '智慧杆塔综合运营',
  '农村地区广覆盖',
  '光缆资源数字化管理',
];

export const NEW_ENERGY_TOPICS: readonly string[] = [
  '两轮电动车换电运营合作伙伴招募',
  '分布式光伏电站合作',
  '基站储能削峰填谷合作',
  '充电桩建设运营合作',
  '备电服务合作伙伴招募',
];

export const TWO_WINGS_TOPICS: readonly string[] = [
  '智联业务铁塔视频监控平台合作',
  '能源业务备电服务',
  '铁塔视联环保监测项目',
  '智联业务森林防火监测',
  '能源业务换电网点拓展',
  '铁塔挂载水利监测设备合作',
];

export const PLATFORM_NOTICE_TITLES: readonly string[] = [
  '关于供应商注册信息年度核验的通知',
  '关于商务平台启用电子签章的公告',
  '关于供应商CA数字证书续期办理的通知',
  '关于规范投标保证金缴纳方式的通知',
  '关于开展供应商满意度调查的通知',
  '关于防范冒用我司名义实施诈骗的郑重声明',
  '关于节假日期间平台服务安排的公告',
  '关于更新供应商注册操作手册的通知',
];

export const OTHER_NOTICE_TITLES: readonly string[] = [
  '关于开展供应商廉洁从业承诺书签署工作的通知',
  '关于公布采购监督举报渠道的公告',
  '关于开展供应商产能调研的通知',
  '关于征集优秀供应商案例的通知',
  '关于开展年度供应商大会的通知',
];

export const UPGRADED_SYSTEMS: readonly string[] = [
  '商务平台',
  '电子招投标系统',
  '供应商管理系统',
  '电子商城',
  '结算系统',
];

/** Intellectual property offered for conversion (type 47): titles are the IP names. */
export const IP_OBJECTS: readonly string[] = [
  '通信铁塔',
  '单管塔',
  '基站蓄电池',
  '磷酸铁锂电池组',
  '动环监控单元',
  '光缆接头盒',
  '塔桅天线支架',
  '室外一体化机柜',
  '换电柜',
  '5G室分系统',
];
export const IP_PURPOSES: readonly string[] = [
  '倾斜监测装置',
  '防坠落装置',
  '快速安装结构',
  '防盗报警系统',
  '散热结构',
  '均衡管理系统',
  '故障预警方法',
  '能耗优化方法',
  '巡检机器人',
];
/** The technology an invention is built on, with the obp_notice_field value it belongs to. */
export const IP_TECHNOLOGIES: readonly { name: string; fieldValue: string }[] = [
  { name: '物联网', fieldValue: '03' },
  { name: '人工智能', fieldValue: '04' },
  { name: '机器视觉', fieldValue: '04' },
  { name: '北斗定位', fieldValue: '01' },
  { name: '边缘计算', fieldValue: '01' },
  { name: '数字孪生', fieldValue: '06' },
  { name: '光伏储能', fieldValue: '02' },
  { name: '区块链', fieldValue: '08' },
];

/** Black-list reasons by results sub-type: '1' general, '2' serious, '4' especially serious. */
export type TBlacklistSeverity = {
  resultsType: '1' | '2' | '4';
  reasons: readonly { reason: string; matter: string }[];
  restrictedAreas: readonly ('全国范围' | '本省范围' | '本地市范围')[];
  /** Months until the restriction ends; null means permanent. */
  months: readonly (number | null)[];
};

export const BLACKLIST_SEVERITIES: readonly TBlacklistSeverity[] = [
  {
    resultsType: '1',
    reasons: [
      { reason: '无正当理由放弃中标资格', matter: '在中标候选人公示结束后无正当理由放弃中标资格' },
      { reason: '未按合同约定交货', matter: '未按合同约定时间交货，累计延期超过30日' },
      { reason: '售后服务响应不及时', matter: '故障处理响应超时，经多次督促仍未整改' },
      { reason: '到货抽检不合格', matter: '到货抽检发现部分批次产品关键指标不合格' },
    ],
    restrictedAreas: ['本地市范围', '本省范围'],
    months: [6, 12],
  },
  {
    resultsType: '2',
    reasons: [
      { reason: '提供虚假材料', matter: '提供虚假的业绩证明及资质材料，经核查属实' },
      { reason: '履约严重违约', matter: '合同履行过程中严重违约，造成较大经济损失' },
      { reason: '拒不签订合同', matter: '中标后拒不按照招标文件约定签订合同' },
      { reason: '产品质量严重不合格', matter: '供货产品质量严重不合格，影响网络安全运行' },
    ],
    restrictedAreas: ['本省范围', '全国范围'],
    months: [12, 24],
  },
  {
    resultsType: '4',
    reasons: [
      { reason: '围标串标', matter: '与其他投标人相互串通投标报价，经调查属实' },
      { reason: '行贿谋取中标', matter: '以行贿手段谋取中标，已被司法机关认定' },
      { reason: '发生重大安全生产事故', matter: '施工过程中发生重大安全生产事故，负有主要责任' },
      { reason: '以他人名义投标', matter: '借用他人资质以他人名义投标，弄虚作假骗取中标' },
    ],
    restrictedAreas: ['全国范围'],
    months: [36, null],
  },
];

const COMPANY_PLACES = [
  '江苏',
  '浙江',
  '广东',
  '山东',
  '河南',
  '四川',
  '湖北',
  '安徽',
  '福建',
  '上海',
  '北京',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '武汉',
  '西安',
  '宁波',
  '合肥',
];
const COMPANY_CORES = [
  '恒通',
  '华讯',
  '中联',
  '瑞达',
  '鼎信',
  '天融',
  '宏远',
  '金桥',
  '博创',
  '汇能',
  '广联',
  '信达',
  '腾跃',
  '远景',
  '润科',
  '明德',
  '盛拓',
  '新航',
  '卓越',
  '联创',
  '安泰',
  '嘉诚',
  '德润',
  '佳讯',
  '正元',
  '百纳',
  '国鼎',
  '永鑫',
  '华拓',
  '东升',
];
const COMPANY_TRADES = [
  '通信工程',
  '通信技术',
  '电力工程',
  '钢结构',
  '电源科技',
  '信息技术',
  '网络科技',
  '能源科技',
  '建设工程',
  '电气设备',
  '光电科技',
  '智能科技',
];

export const supplierName = (random: TRandom): string =>
  `${random.pick(COMPANY_PLACES)}${random.pick(COMPANY_CORES)}${random.pick(COMPANY_TRADES)}${random.chance(0.12) ? '股份有限公司' : '有限公司'}`;

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '朱',
  '马',
  '胡',
  '郭',
  '林',
  '何',
  '高',
  '罗',
];
const CONTACT_SUFFIXES = ['工', '经理', '女士', '先生'];

/** Contacts are named as notices name them: surname plus 工/经理, never a full personal name. */
export const contactName = (random: TRandom): string =>
  `${random.pick(SURNAMES)}${random.pick(CONTACT_SUFFIXES)}`;

/** A switchboard-style office number in the unit's area code. */
export const officePhone = (random: TRandom, phoneAreaCode: string): string => {
  // Local numbers have 8 digits after a 3-digit area code and 7 after a 4-digit one.
  const localLength = phoneAreaCode.length === 3 ? 8 : 7;
  return `${phoneAreaCode}-${random.pick(['6', '8'])}${random.digits(localLength - 1)}`;
};
