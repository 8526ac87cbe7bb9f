// The front door of modules/demand-collect: what other parts of the server may use. Its other files are its own.
export { demandCollectionBusiness } from './demand-collection.js';
