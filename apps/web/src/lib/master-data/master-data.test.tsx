import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { buildWorkspace } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { resetApp, signIn } from '@/test/render-app';
import { buildShiftType, buildSkill, buildStaff, ok } from '@/test/staff-factories';
import { getRotationPatternsQueryOptions, patternKeys } from './patterns';
import {
  getShiftTypes,
  getShiftTypesQueryOptions,
  shiftTypeKeys,
  sortShiftTypes,
  useShiftTypes,
} from './shift-types';
import { eligibleStaff, getStaffQueryOptions, staffKeys, useStaff } from './staff';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  resetApp();
  const workspace = buildWorkspace();
  signIn({ workspaces: [workspace], selected: workspace });
});

describe('sortShiftTypes', () => {
  it('sorts by order, then by name, without changing the list it was given', () => {
    const list = [
      buildShiftType({ name: 'Night', order: 1 }),
      buildShiftType({ name: 'Late', order: 0 }),
      buildShiftType({ name: 'Day', order: 0 }),
    ];
    expect(sortShiftTypes(list).map((s) => s.name)).toEqual(['Day', 'Late', 'Night']);
    expect(list.map((s) => s.name)).toEqual(['Night', 'Late', 'Day']);
  });
});

describe('getShiftTypes', () => {
  it('answers the list in display order', async () => {
    fakeApi([
      {
        method: 'GET',
        path: '/api/shift-types',
        reply: ok([buildShiftType({ name: 'Late', order: 2 }), buildShiftType({ name: 'Early', order: 1 })]),
      },
    ]);
    expect((await getShiftTypes()).map((s) => s.name)).toEqual(['Early', 'Late']);
  });
});

describe('eligibleStaff', () => {
  it('keeps the active members skilled for the shift type, by name', () => {
    const day = buildShiftType();
    const night = buildShiftType({ name: 'Night' });
    const staff = [
      buildStaff({ name: 'Zoe', skills: [buildSkill(day)] }),
      buildStaff({ name: 'Bram', skills: [buildSkill(day)] }),
      buildStaff({ name: 'Inactive', active: false, skills: [buildSkill(day)] }),
      buildStaff({ name: 'Nights only', skills: [buildSkill(night)] }),
    ];
    expect(eligibleStaff(staff, day.id).map((s) => s.name)).toEqual(['Bram', 'Zoe']);
    expect(eligibleStaff(staff, undefined)).toEqual([]);
  });
});

describe('one query key per list', () => {
  it('keys every list under the prefix its mutations invalidate', () => {
    expect(getShiftTypesQueryOptions().queryKey).toEqual(shiftTypeKeys.all);
    expect(getStaffQueryOptions().queryKey).toEqual(staffKeys.all);
    expect(getRotationPatternsQueryOptions().queryKey).toEqual(patternKeys.all);
    expect(staffKeys.deactivationPreview('id').slice(0, 1)).toEqual(staffKeys.all);
    expect(patternKeys.slots('id').slice(0, 2)).toEqual(patternKeys.one('id'));
  });

  it('fetches once for every reader and again for all of them after an invalidation', async () => {
    const api = fakeApi([
      { method: 'GET', path: '/api/staff', reply: ok([buildStaff()]) },
      { method: 'GET', path: '/api/shift-types', reply: ok([buildShiftType()]) },
    ]);
    const { result } = renderHook(() => ({ a: useStaff(), b: useStaff(), types: useShiftTypes() }), {
      wrapper,
    });
    await waitFor(() =>
      expect(result.current.a.isSuccess && result.current.b.isSuccess && result.current.types.isSuccess).toBe(
        true,
      ),
    );
    expect(api.find('GET', '/api/staff')).toHaveLength(1);
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    expect(api.find('GET', '/api/staff')).toHaveLength(2);
    expect(api.find('GET', '/api/shift-types')).toHaveLength(1);
  });
});
