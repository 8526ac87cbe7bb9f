// The front door of modules/blacklist: what other parts of the server may use. Its other files are its own.
export { negativeBehaviourBusiness } from './negative-behaviour.js';
