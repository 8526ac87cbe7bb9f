// The front door of modules/areas: what other parts of the server may use. Its other files are its own.
export { areasModule } from './area-endpoints.js';
export { addAdmAreas, type TAdmAreaRow } from './area-rows.js';
