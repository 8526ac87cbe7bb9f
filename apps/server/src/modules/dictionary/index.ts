// The front door of modules/dictionary: what other parts of the server may use. Its other files are its own.
export { dictionaryModule } from './dictionary-endpoints.js';
export { findDictionaryGroups, isDictionaryValue, loadInterfaceEntries } from './dictionary-repository.js';
