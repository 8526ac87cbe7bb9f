// The front door of modules/users: what other parts of the server may use. Its other files are its own.
export {
  addAccounts,
  addAuthorityGrants,
  findAccountById,
  findAccountByLoginName,
  isSubAccount,
  passwordHashesOf,
  updateAccountMobile,
  type TAccount,
  type TAccountRow,
} from './account-repository.js';
export { accountLevelOf, isSupplierMainAccount, openableMenu, supplierLevelOf } from './account-level.js';
export { createCallerResolver } from './caller-resolver.js';
export { installShippedMenu, SHIPPED_ROLE_AUTHORITIES } from './shipped-menu.js';
export { sessionAccount, usersModule } from './user-endpoints.js';
