import type { ShiftType } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, ok } from '@/test/staff-factories';
import { shiftTypeKeys, useShiftTypes } from '@/lib/master-data/shift-types';
import { useReorderShiftTypes } from './reorder-shift-types';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
let list: ShiftType[];

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
  list = ['Day', 'Late', 'Night'].map((name, order) => buildShiftType({ name, order }));
  queryClient.setQueryData(shiftTypeKeys.all, list);
});

describe('POST /api/shift-types/reorder', () => {
  it('shows the new order at once and sends every id in that order', async () => {
    const api = fakeApi([{ method: 'POST', path: '/api/shift-types/reorder', reply: ok(null) }]);
    const { result } = renderHook(() => useReorderShiftTypes(), { wrapper });
    const moved = [list[2]!, list[0]!, list[1]!];
    result.current.mutate(moved);
    await waitFor(() =>
      expect(queryClient.getQueryData<ShiftType[]>(shiftTypeKeys.all)!.map((s) => s.name)).toEqual([
        'Night',
        'Day',
        'Late',
      ]),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.find('POST', '/api/shift-types/reorder')[0]!.body).toEqual({
      shiftTypeIds: moved.map((s) => s.id),
    });
  });

  it('reports the failure and reloads the list from the server', async () => {
    const api = fakeApi([
      { method: 'POST', path: '/api/shift-types/reorder', reply: [500, { success: false, error: 'boom' }] },
      { method: 'GET', path: '/api/shift-types', reply: ok(list) },
    ]);
    const onError = vi.fn();
    // The list is on screen (an active query), as on the page, so the invalidation refetches it.
    const { result } = renderHook(
      () => ({ reorder: useReorderShiftTypes({ onError }), list: useShiftTypes() }),
      { wrapper },
    );
    result.current.reorder.mutate([list[1]!, list[0]!, list[2]!]);
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    await waitFor(() => expect(api.find('GET', '/api/shift-types').length).toBeGreaterThan(0));
  });
});
