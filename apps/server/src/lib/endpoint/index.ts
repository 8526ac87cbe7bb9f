export { authorize } from './authorize.js';
export { bindEndpoint, type TBoundEndpoint, type TEndpointHandler } from './bind-endpoint.js';
export { callEndpoint } from './call-endpoint.js';
export type {
  TApiClientCaller,
  TCallContext,
  TCaller,
  TCallerResolver,
  TCallSession,
  TSessionResolver,
} from './call-context.js';
export { registerDownloadEndpoint, registerEndpoint, registerUploadEndpoint } from './register-endpoint.js';
export { callContextOf } from './request-context.js';
export { serializeOnce } from './serialize.js';
