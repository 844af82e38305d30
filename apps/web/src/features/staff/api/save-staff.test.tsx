import type { UpdateStaffBodySchema } from '@openrota/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaff } from '@/lib/master-data/staff';
import { queryClient } from '@/lib/query-client';
import { buildWorkspace } from '@/test/factories';
import { fakeApi, route } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildStaff, ok } from '@/test/staff-factories';
import { useSaveStaff } from './save-staff';

type UpdateStaffBody = z.input<typeof UpdateStaffBodySchema>;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});

describe('useSaveStaff', () => {
  it('refreshes the staff list every page reads (the rotation and schedule pages included) after a save', async () => {
    const anna = buildStaff({ name: 'Anna' });
    let list = [anna];
    fakeApi([
      { method: 'GET', path: '/api/staff', reply: () => ok(list) },
      route<UpdateStaffBody>('PUT', `/api/staff/${anna.id}`, (request) => {
        list = [{ ...anna, ...request.body }];
        return ok(list[0]);
      }),
    ]);
    const { result } = renderHook(() => ({ list: useStaff(), save: useSaveStaff() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.map((s) => s.name)).toEqual(['Anna']));
    result.current.save.mutate({
      staff: anna,
      body: { name: 'Anna B', shortName: 'AB' },
      skills: [],
      isFirst: false,
    });
    await waitFor(() => expect(result.current.list.data?.map((s) => s.name)).toEqual(['Anna B']));
  });
});
