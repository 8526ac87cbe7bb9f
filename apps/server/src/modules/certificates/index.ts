// The front door of modules/certificates: what other parts of the server may use. Its other files are its own.
export { certificatesModule } from './certificates-module.js';
