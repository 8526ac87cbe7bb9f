// The front door of modules/dictionary: what other parts of the server may use. Its other files are its own.
export { dictionaryModule } from './dictionary-endpoints.js';
export {
  addDictionaryEntries,
  findDictionaryGroups,
  isDictionaryValue,
  loadInterfaceEntries,
  type TDictionaryEntryRow,
} from './dictionary-repository.js';
