import {
  queryAlertDeliveries,
  querySavedSearches,
  type TEndpoint,
  type TEndpointInput,
} from '@supportal/contract';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/**
 * A change of a saved search or its channels: a supplier-portal call after which the list and the
 * deliveries are asked for again. `toBody` builds the body from what the page passes (the body itself
 * when omitted); `hideErrMsg` leaves refusals to the form that shows them under its fields.
 */
export const useSavedSearchMutation = <E extends TEndpoint, TVariables = TEndpointInput<E>['body']>(
  endpoint: E,
  toBody?: (variables: TVariables) => TEndpointInput<E>['body'],
  hideErrMsg = false,
) =>
  useEndpointMutation<E, TVariables>(endpoint, {
    toBody,
    invalidates: [querySavedSearches, queryAlertDeliveries],
    request: { area: 'supplierPortal', hideErrMsg },
  });
