// The front door of modules/statistics: what other parts of the server may use. Its other files are its own.
export { statisticsModule } from './statistics-module.js';
