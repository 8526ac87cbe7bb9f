import { querySavedSearches, queryWorkItemList } from '@supportal/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey, invalidateEndpoints } from './endpoint-key';

describe('endpoint keys', () => {
  it('share one entry for equal calls and tell calls of different inputs apart', () => {
    expect(endpointKey(queryWorkItemList, { current: 1 })).toEqual(
      endpointKey(queryWorkItemList, { current: 1 }),
    );
    expect(endpointKey(queryWorkItemList, { current: 1 })).not.toEqual(
      endpointKey(queryWorkItemList, { current: 2 }),
    );
  });

  it('invalidate every input of the endpoints named, and nothing else', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(endpointKey(queryWorkItemList, { current: 1 }), 'page 1');
    queryClient.setQueryData(endpointKey(queryWorkItemList, { current: 2 }), 'page 2');
    queryClient.setQueryData(endpointKey(querySavedSearches, {}), 'searches');
    await invalidateEndpoints(queryClient, queryWorkItemList);
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => query.state.data);
    expect(stale.sort()).toEqual(['page 1', 'page 2']);
  });
});
