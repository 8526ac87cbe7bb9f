import type { TAdmAreaRow } from '../modules/areas/index.js';
import type { TOrgRow } from '../modules/organizations/index.js';

export type TCity = { code: string; name: string };
export type TProvince = {
  /** GB/T 2260 code, e.g. '320000'. */
  code: string;
  name: string;
  /** How titles and descriptions name the province: 江苏, 内蒙古, 广西. */
  shortName: string;
  /** ISO 3166-2:CN letters, used in project numbers (TTCG-JS-2025-0137). */
  letters: string;
  /** Telephone area code of the capital, where the branch sits. */
  phoneAreaCode: string;
  cities: TCity[];
};

const city = (code: string, name: string): TCity => ({ code, name });

/** All 31 mainland provinces, municipalities and autonomous regions with a few real cities (districts for municipalities). */
export const PROVINCES: readonly TProvince[] = [
  {
    code: '110000',
    name: '北京市',
    shortName: '北京',
    letters: 'BJ',
    phoneAreaCode: '010',
    cities: [
      city('110101', '东城区'),
      city('110105', '朝阳区'),
      city('110106', '丰台区'),
      city('110108', '海淀区'),
      city('110112', '通州区'),
    ],
  },
  {
    code: '120000',
    name: '天津市',
    shortName: '天津',
    letters: 'TJ',
    phoneAreaCode: '022',
    cities: [
      city('120101', '和平区'),
      city('120104', '南开区'),
      city('120110', '东丽区'),
      city('120116', '滨海新区'),
    ],
  },
  {
    code: '130000',
    name: '河北省',
    shortName: '河北',
    letters: 'HE',
    phoneAreaCode: '0311',
    cities: [
      city('130100', '石家庄市'),
      city('130200', '唐山市'),
      city('130400', '邯郸市'),
      city('130600', '保定市'),
      city('130900', '沧州市'),
      city('131000', '廊坊市'),
    ],
  },
  {
    code: '140000',
    name: '山西省',
    shortName: '山西',
    letters: 'SX',
    phoneAreaCode: '0351',
    cities: [
      city('140100', '太原市'),
      city('140200', '大同市'),
      city('140400', '长治市'),
      city('140800', '运城市'),
    ],
  },
  {
    code: '150000',
    name: '内蒙古自治区',
    shortName: '内蒙古',
    letters: 'NM',
    phoneAreaCode: '0471',
    cities: [
      city('150100', '呼和浩特市'),
      city('150200', '包头市'),
      city('150400', '赤峰市'),
      city('150600', '鄂尔多斯市'),
    ],
  },
  {
    code: '210000',
    name: '辽宁省',
    shortName: '辽宁',
    letters: 'LN',
    phoneAreaCode: '024',
    cities: [
      city('210100', '沈阳市'),
      city('210200', '大连市'),
      city('210300', '鞍山市'),
      city('210600', '丹东市'),
      city('210800', '营口市'),
    ],
  },
  {
    code: '220000',
    name: '吉林省',
    shortName: '吉林',
    letters: 'JL',
    phoneAreaCode: '0431',
    cities: [
      city('220100', '长春市'),
      city('220200', '吉林市'),
      city('220300', '四平市'),
      city('222400', '延边朝鲜族自治州'),
    ],
  },
  {
    code: '230000',
    name: '黑龙江省',
    shortName: '黑龙江',
    letters: 'HL',
    phoneAreaCode: '0451',
    cities: [
      city('230100', '哈尔滨市'),
      city('230200', '齐齐哈尔市'),
      city('230600', '大庆市'),
      city('231000', '牡丹江市'),
    ],
  },
  {
    code: '310000',
    name: '上海市',
    shortName: '上海',
    letters: 'SH',
    phoneAreaCode: '021',
    cities: [
      city('310101', '黄浦区'),
      city('310104', '徐汇区'),
      city('310112', '闵行区'),
      city('310115', '浦东新区'),
      city('310117', '松江区'),
    ],
  },
  {
    code: '320000',
    name: '江苏省',
    shortName: '江苏',
    letters: 'JS',
    phoneAreaCode: '025',
    cities: [
      city('320100', '南京市'),
      city('320200', '无锡市'),
      city('320300', '徐州市'),
      city('320400', '常州市'),
      city('320500', '苏州市'),
      city('320600', '南通市'),
    ],
  },
  {
    code: '330000',
    name: '浙江省',
    shortName: '浙江',
    letters: 'ZJ',
    phoneAreaCode: '0571',
    cities: [
      city('330100', '杭州市'),
      city('330200', '宁波市'),
      city('330300', '温州市'),
      city('330400', '嘉兴市'),
      city('330600', '绍兴市'),
      city('330700', '金华市'),
    ],
  },
  {
    code: '340000',
    name: '安徽省',
    shortName: '安徽',
    letters: 'AH',
    phoneAreaCode: '0551',
    cities: [
      city('340100', '合肥市'),
      city('340200', '芜湖市'),
      city('340300', '蚌埠市'),
      city('340500', '马鞍山市'),
      city('341000', '黄山市'),
    ],
  },
  {
    code: '350000',
    name: '福建省',
    shortName: '福建',
    letters: 'FJ',
    phoneAreaCode: '0591',
    cities: [
      city('350100', '福州市'),
      city('350200', '厦门市'),
      city('350500', '泉州市'),
      city('350600', '漳州市'),
    ],
  },
  {
    code: '360000',
    name: '江西省',
    shortName: '江西',
    letters: 'JX',
    phoneAreaCode: '0791',
    cities: [
      city('360100', '南昌市'),
      city('360400', '九江市'),
      city('360700', '赣州市'),
      city('361100', '上饶市'),
    ],
  },
  {
    code: '370000',
    name: '山东省',
    shortName: '山东',
    letters: 'SD',
    phoneAreaCode: '0531',
    cities: [
      city('370100', '济南市'),
      city('370200', '青岛市'),
      city('370600', '烟台市'),
      city('370700', '潍坊市'),
      city('370800', '济宁市'),
      city('371300', '临沂市'),
    ],
  },
  {
    code: '410000',
    name: '河南省',
    shortName: '河南',
    letters: 'HA',
    phoneAreaCode: '0371',
    cities: [
      city('410100', '郑州市'),
      city('410200', '开封市'),
      city('410300', '洛阳市'),
      city('410700', '新乡市'),
      city('411300', '南阳市'),
    ],
  },
  {
    code: '420000',
    name: '湖北省',
    shortName: '湖北',
    letters: 'HB',
    phoneAreaCode: '027',
    cities: [
      city('420100', '武汉市'),
      city('420500', '宜昌市'),
      city('420600', '襄阳市'),
      city('421000', '荆州市'),
    ],
  },
  {
    code: '430000',
    name: '湖南省',
    shortName: '湖南',
    letters: 'HN',
    phoneAreaCode: '0731',
    cities: [
      city('430100', '长沙市'),
      city('430200', '株洲市'),
      city('430300', '湘潭市'),
      city('430400', '衡阳市'),
      city('430700', '常德市'),
    ],
  },
  {
    code: '440000',
    name: '广东省',
    shortName: '广东',
    letters: 'GD',
    phoneAreaCode: '020',
    cities: [
      city('440100', '广州市'),
      city('440300', '深圳市'),
      city('440400', '珠海市'),
      city('440600', '佛山市'),
      city('441900', '东莞市'),
      city('442000', '中山市'),
    ],
  },
  {
    code: '450000',
    name: '广西壮族自治区',
    shortName: '广西',
    letters: 'GX',
    phoneAreaCode: '0771',
    cities: [
      city('450100', '南宁市'),
      city('450200', '柳州市'),
      city('450300', '桂林市'),
      city('450500', '北海市'),
    ],
  },
  {
    code: '460000',
    name: '海南省',
    shortName: '海南',
    letters: 'HI',
    phoneAreaCode: '0898',
    cities: [city('460100', '海口市'), city('460200', '三亚市'), city('460400', '儋州市')],
  },
  {
    code: '500000',
    name: '重庆市',
    shortName: '重庆',
    letters: 'CQ',
    phoneAreaCode: '023',
    cities: [
      city('500101', '万州区'),
      city('500103', '渝中区'),
      city('500106', '沙坪坝区'),
      city('500112', '渝北区'),
    ],
  },
  {
    code: '510000',
    name: '四川省',
    shortName: '四川',
    letters: 'SC',
    phoneAreaCode: '028',
    cities: [
      city('510100', '成都市'),
      city('510300', '自贡市'),
      city('510700', '绵阳市'),
      city('511100', '乐山市'),
      city('511300', '南充市'),
    ],
  },
  {
    code: '520000',
    name: '贵州省',
    shortName: '贵州',
    letters: 'GZ',
    phoneAreaCode: '0851',
    cities: [
      city('520100', '贵阳市'),
      city('520300', '遵义市'),
      city('520400', '安顺市'),
      city('522600', '黔东南苗族侗族自治州'),
    ],
  },
  {
    code: '530000',
    name: '云南省',
    shortName: '云南',
    letters: 'YN',
    phoneAreaCode: '0871',
    cities: [
      city('530100', '昆明市'),
      city('530300', '曲靖市'),
      city('530400', '玉溪市'),
      city('532500', '红河哈尼族彝族自治州'),
      city('532900', '大理白族自治州'),
    ],
  },
  {
    code: '540000',
    name: '西藏自治区',
    shortName: '西藏',
    letters: 'XZ',
    phoneAreaCode: '0891',
    cities: [city('540100', '拉萨市'), city('540200', '日喀则市'), city('540400', '林芝市')],
  },
  {
    code: '610000',
    name: '陕西省',
    shortName: '陕西',
    letters: 'SN',
    phoneAreaCode: '029',
    cities: [
      city('610100', '西安市'),
      city('610300', '宝鸡市'),
      city('610400', '咸阳市'),
      city('610600', '延安市'),
      city('610800', '汉中市'),
    ],
  },
  {
    code: '620000',
    name: '甘肃省',
    shortName: '甘肃',
    letters: 'GS',
    phoneAreaCode: '0931',
    cities: [
      city('620100', '兰州市'),
      city('620200', '嘉峪关市'),
      city('620500', '天水市'),
      city('620700', '张掖市'),
    ],
  },
  {
    code: '630000',
    name: '青海省',
    shortName: '青海',
    letters: 'QH',
    phoneAreaCode: '0971',
    cities: [city('630100', '西宁市'), city('630200', '海东市'), city('632800', '海西蒙古族藏族自治州')],
  },
  {
    code: '640000',
    name: '宁夏回族自治区',
    shortName: '宁夏',
    letters: 'NX',
    phoneAreaCode: '0951',
    cities: [city('640100', '银川市'), city('640200', '石嘴山市'), city('640300', '吴忠市')],
  },
  {
    code: '650000',
    name: '新疆维吾尔自治区',
    shortName: '新疆',
    letters: 'XJ',
    phoneAreaCode: '0991',
    cities: [
      city('650100', '乌鲁木齐市'),
      city('650200', '克拉玛依市'),
      city('652300', '昌吉回族自治州'),
      city('652900', '阿克苏地区'),
      city('653100', '喀什地区'),
    ],
  },
];

/** A neutral company name: the demo must not pass itself off as a real operator. */
export const COMPANY_NAME = '通信铁塔股份有限公司';
export const COMPANY_EMAIL_DOMAIN = 'example-tower.cn';
/** 总部 sits in Beijing. */
export const HEADQUARTERS_PHONE_AREA_CODE = '010';

/** A purchasing unit as notices need it: the org row plus the names titles and filters use. */
export type TPurchasingUnit = {
  orgCode: string;
  orgName: string;
  /** The name inside titles, without the company: 总部, 江苏省分公司, 南京市分公司. */
  titleName: string;
  level: '1' | '2' | '3';
  province: TProvince | null;
  city: TCity | null;
};

/**
 * Org codes derive from the area codes so they read at a glance and never collide: 总部 '10000000',
 * a branch '10' + the 6-digit code of its province or city ('10320000' 江苏, '10320100' 南京).
 */
const HEADQUARTERS_CODE = '10000000';
const provinceOrgCode = (province: TProvince) => `10${province.code}`;
const cityOrgCode = (cityArea: TCity) => `10${cityArea.code}`;

export const HEADQUARTERS: TPurchasingUnit = {
  orgCode: HEADQUARTERS_CODE,
  orgName: `${COMPANY_NAME}总部`,
  titleName: '总部',
  level: '1',
  province: null,
  city: null,
};

export const PROVINCE_UNITS: readonly TPurchasingUnit[] = PROVINCES.map((province) => ({
  orgCode: provinceOrgCode(province),
  orgName: `${COMPANY_NAME}${province.name}分公司`,
  titleName: `${province.name}分公司`,
  level: '2',
  province,
  city: null,
}));

/** The four municipalities list districts as their "cities"; a district name alone would be ambiguous. */
const isMunicipality = (province: TProvince) =>
  ['110000', '120000', '310000', '500000'].includes(province.code);

export const CITY_UNITS: readonly TPurchasingUnit[] = PROVINCES.flatMap((province) =>
  province.cities.map((cityArea) => {
    const cityName = isMunicipality(province) ? `${province.name}${cityArea.name}` : cityArea.name;
    return {
      orgCode: cityOrgCode(cityArea),
      orgName: `${COMPANY_NAME}${cityName}分公司`,
      titleName: `${cityName}分公司`,
      level: '3' as const,
      province,
      city: cityArea,
    };
  }),
);

export const buildAdmAreaRows = (): TAdmAreaRow[] =>
  PROVINCES.flatMap((province, provinceIndex) => [
    { code: province.code, name: province.name, level: 1, parentCode: null, sort: provinceIndex + 1 },
    ...province.cities.map((cityArea, cityIndex) => ({
      code: cityArea.code,
      name: cityArea.name,
      level: 2,
      parentCode: province.code,
      sort: cityIndex + 1,
    })),
  ]);

export const buildOrgRows = (): TOrgRow[] => [
  {
    code: HEADQUARTERS.orgCode,
    name: HEADQUARTERS.orgName,
    level: 1,
    parentCode: null,
    provAdmCode: null,
    sort: 1,
  },
  ...PROVINCE_UNITS.flatMap((provinceUnit, provinceIndex) => [
    {
      code: provinceUnit.orgCode,
      name: provinceUnit.orgName,
      level: 2,
      parentCode: HEADQUARTERS.orgCode,
      provAdmCode: provinceUnit.province?.code ?? null,
      sort: provinceIndex + 1,
    },
    ...CITY_UNITS.filter((cityUnit) => cityUnit.province === provinceUnit.province).map(
      (cityUnit, cityIndex) => ({
        code: cityUnit.orgCode,
        name: cityUnit.orgName,
        level: 3,
        parentCode: provinceUnit.orgCode,
        provAdmCode: cityUnit.province?.code ?? null,
        sort: cityIndex + 1,
      }),
    ),
  ]),
];
