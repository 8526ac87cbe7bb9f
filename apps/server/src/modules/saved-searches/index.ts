// The front door of modules/saved-searches: what other parts of the server may use. Its other files are its own.
export { savedSearchOfFeedToken } from './saved-search-feed-tokens.js';
export { savedSearchesModule, type TAlertOptions, type TSavedSearchAlerts } from './saved-searches.js';
