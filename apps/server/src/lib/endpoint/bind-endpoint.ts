import type { TEndpoint, TEndpointData, TEndpointParsedInput } from '@supportal/contract';
import type { TCallContext } from './call-context.js';

export type TEndpointHandler<E extends TEndpoint> = (
  input: TEndpointParsedInput<E>,
  context: TCallContext,
) => Promise<TEndpointData<E>>;

export type TBoundEndpoint<E extends TEndpoint = TEndpoint> = { endpoint: E; handle: TEndpointHandler<E> };

export const bindEndpoint = <E extends TEndpoint>(
  endpoint: E,
  handle: TEndpointHandler<E>,
): TBoundEndpoint<E> => ({ endpoint, handle });
