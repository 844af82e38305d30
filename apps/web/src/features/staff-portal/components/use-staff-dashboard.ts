import type {
  AvailableShifts,
  MyShifts,
  StaffAbsence,
  StaffMePayload,
  StaffOneOffShift,
  StaffTrades,
} from '@openrota/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStaffSessionStore } from '@/lib/stores/staff-session-store';
import {
  getAvailableShifts,
  getMyShifts,
  getStaffAbsences,
  getStaffMe,
  getStaffOneOffShifts,
  getStaffTrades,
} from '../api/staff-api';

export type StaffDashboardData = {
  me: StaffMePayload;
  available: AvailableShifts;
  myShifts: MyShifts;
  absences: StaffAbsence[];
  oneOffs: StaffOneOffShift[];
  /** Null where trades are not available (a plan without self-planning). */
  trades: StaffTrades | null;
};

/**
 * Loads everything the staff dashboard shows in parallel; `reload` runs after every successful
 * action (docs/product/staff-login.md#self-service-calls). The data stays on screen while a reload is under way.
 */
export function useStaffDashboard() {
  const setWorkspaceSlug = useStaffSessionStore((s) => s.setWorkspaceSlug);
  const [data, setData] = useState<StaffDashboardData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const current = ++generation.current;
    setLoading(true);
    try {
      const [me, available, myShifts, absences, oneOffs, trades] = await Promise.all([
        getStaffMe(),
        getAvailableShifts(),
        getMyShifts(),
        getStaffAbsences(),
        getStaffOneOffShifts(),
        getStaffTrades().catch(() => null),
      ]);
      if (current !== generation.current) return;
      setWorkspaceSlug(me.workspace.slug);
      setData({ me, available, myShifts, absences, oneOffs, trades });
      setError(null);
    } catch (failure) {
      if (current === generation.current) setError(failure);
    } finally {
      if (current === generation.current) setLoading(false);
    }
  }, [setWorkspaceSlug]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
