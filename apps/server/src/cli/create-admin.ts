import { parseArgs } from 'node:util';
import { lockDataDir } from '../db/data-dir-lock.js';
import { openDatabase } from '../portal-database.js';
import { createFirstAdmin } from '../modules/admin/index.js';
import {
  DATABASE_TARGET_OPTIONS,
  DATABASE_TARGET_USAGE,
  readDatabaseTarget,
  RefusedError,
  runCommand,
  UsageError,
} from './cli-support.js';

const USAGE = `用法：npm run create-admin -- --login <登录名> --org <单位编码> [选项]

为部署创建第一个系统管理员（角色 ADMIN）。初始密码由系统生成，只在此处显示一次。

  --login <登录名>        新管理员的登录名（已存在时拒绝）
  --org <单位编码>        所属单位（orgs 表中已有的单位；总部管理员可管理所有账号）
  --org-name <名称>       单位表为空时：以 --org 与此名称创建总部（最上级单位）
  --name <姓名>           显示的姓名（默认同登录名）
${DATABASE_TARGET_USAGE}
  --help                  显示本说明`;

const LOGIN_PATTERN = /^[\p{L}\p{N}_.@-]{2,64}$/u;

const readArguments = () => {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      org: { type: 'string' },
      'org-name': { type: 'string' },
      name: { type: 'string' },
      ...DATABASE_TARGET_OPTIONS,
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return null;
  const login = values.login?.trim() ?? '';
  const orgCode = values.org?.trim() ?? '';
  if (!LOGIN_PATTERN.test(login)) throw new UsageError('--login 应为 2–64 位字母、数字、汉字或 _ . @ -');
  if (!orgCode) throw new UsageError('缺少 --org <单位编码>');
  return {
    login,
    orgCode,
    orgName: values['org-name']?.trim() || undefined,
    displayName: values.name?.trim() || login,
    ...readDatabaseTarget(values),
  };
};

const main = async () => {
  const options = readArguments();
  if (!options) {
    console.log(USAGE);
    return;
  }
  // The embedded database must be this process's alone: refused while a server runs on it.
  const lock = options.databaseUrl ? undefined : await lockDataDir(options.dataDir);
  const database = await openDatabase(options);
  try {
    const created = await createFirstAdmin(database.db, options);
    if (created.refused !== null) throw new RefusedError(created.refused);
    console.log(`已创建系统管理员 ${created.loginName}（${created.org.orgName}，角色 ADMIN）。`);
    console.log(`初始密码（只显示这一次，请妥善交付；首次登录须修改）：${created.password}`);
  } finally {
    await database.close();
    await lock?.release();
  }
};

runCommand(main, { usage: USAGE, failure: '创建管理员失败：' });
