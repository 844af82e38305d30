import type { StaffLoginWorkspace } from '@openrota/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { getStaffLoginWorkspace } from '../api/staff-api';
import { workspaceRef } from './workspace-ref';

export type LoginWorkspaceLookup =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; workspace: StaffLoginWorkspace }
  | { status: 'unknown' }
  /** Known but not open to staff (login off, licence expired) or the lookup itself failed. */
  | { status: 'failed'; error: unknown };

/**
 * The workspace a staff login names (a slug or id), looked up before the form is sent: its name
 * to greet the staff member, or that it is unknown. Nothing is looked up for an empty value.
 */
export function useLoginWorkspace(value: string | null | undefined): LoginWorkspaceLookup {
  const ref = value?.trim() ?? '';
  const [result, setResult] = useState<{ ref: string; lookup: LoginWorkspaceLookup }>({
    ref: '',
    lookup: { status: 'idle' },
  });

  useEffect(() => {
    if (!ref) return;
    let current = true;
    getStaffLoginWorkspace(workspaceRef(ref)).then(
      (workspace) => current && setResult({ ref, lookup: { status: 'found', workspace } }),
      (error: unknown) =>
        current &&
        setResult({
          ref,
          lookup:
            error instanceof ApiError && error.status === 404
              ? { status: 'unknown' }
              : { status: 'failed', error },
        }),
    );
    return () => {
      current = false;
    };
  }, [ref]);

  if (!ref) return { status: 'idle' };
  return result.ref === ref ? result.lookup : { status: 'loading' };
}
