// The front door of modules/authorities: what other parts of the server may use. Its other files are its own.
export { authoritiesModule } from './authorities-module.js';
