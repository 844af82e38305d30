import {
  ACTIVE_AUTO_FILL_STATUSES,
  type AutoFillApplyResult,
  type AutoFillRun,
  type AutoFillRuns,
  type StartAutoFillBody,
} from '@openrota/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { absenceKeys, scheduleKeys } from './keys';
import { ledgerKeys } from './ledger';

/**
 * Auto-fill runs (packages/contracts/src/autofill.ts, docs/adr/0010-autofill-optimiser.md): the
 * calendar, the roster grid and the dashboard start a run, follow its progress and show its
 * proposal as drafts. One definition of each call and one set of keys; applying or undoing a
 * proposal refreshes every schedule view (and the ledger the roster grid shows).
 */
export const autoFillKeys = {
  all: ['auto-fill'] as const,
  runs: (workspaceId: string | undefined) => ['auto-fill', workspaceId, 'runs'] as const,
  run: (workspaceId: string | undefined, id: string) => ['auto-fill', workspaceId, 'run', id] as const,
};

/** How often a run is read while it is QUEUED or RUNNING. */
export const AUTO_FILL_POLL_MS = 1_000;

export const isActiveRun = (run: Pick<AutoFillRun, 'status'> | null | undefined): boolean =>
  run != null && ACTIVE_AUTO_FILL_STATUSES.includes(run.status);

const runUrl = (id: string, action = '') =>
  `/api/auto-fill/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** GET /api/auto-fill: the workspace's recent runs, newest first, without their proposals. */
export async function getAutoFillRuns(): Promise<AutoFillRuns> {
  return (
    await apiRequest<{ data: AutoFillRuns }>(
      { method: 'GET', url: '/api/auto-fill' },
      'Failed to load auto-fill runs. Please try again.',
    )
  ).data;
}

/** GET /api/auto-fill/:id: one run with its progress and (READY and later) its proposal. */
export async function getAutoFillRun(id: string): Promise<AutoFillRun> {
  return (
    await apiRequest<{ data: AutoFillRun }>(
      { method: 'GET', url: runUrl(id) },
      'Failed to load the auto-fill run. Please try again.',
    )
  ).data;
}

/** POST /api/auto-fill: 202 with the new run; 409 while another run of the workspace works. */
export async function startAutoFill(body: StartAutoFillBody): Promise<AutoFillRun> {
  return (
    await apiRequest<{ data: AutoFillRun }>(
      { method: 'POST', url: '/api/auto-fill', data: body },
      'Failed to start auto-fill. Please try again.',
    )
  ).data;
}

/** POST /api/auto-fill/:id/stop: ends the search and keeps the best roster so far. */
export async function stopAutoFill(id: string): Promise<AutoFillRun> {
  return (
    await apiRequest<{ data: AutoFillRun }>(
      { method: 'POST', url: runUrl(id, 'stop') },
      'Failed to stop auto-fill. Please try again.',
    )
  ).data;
}

/** POST /api/auto-fill/:id/apply: the selected slots (all when omitted), re-checked; the refused ones with why. */
export async function applyAutoFill(id: string, slotIds?: string[]): Promise<AutoFillApplyResult> {
  return (
    await apiRequest<{ data: AutoFillApplyResult }>(
      { method: 'POST', url: runUrl(id, 'apply'), data: slotIds ? { slotIds } : {} },
      'Failed to apply the proposal. Please try again.',
    )
  ).data;
}

/** POST /api/auto-fill/:id/undo: takes an applied proposal back (409 when its shifts changed since). */
export async function undoAutoFill(id: string): Promise<AutoFillRun> {
  return (
    await apiRequest<{ data: AutoFillRun }>(
      { method: 'POST', url: runUrl(id, 'undo') },
      'Failed to undo auto-fill. Please try again.',
    )
  ).data;
}

/** POST /api/auto-fill/:id/discard: drops a proposal. */
export async function discardAutoFill(id: string): Promise<AutoFillRun> {
  return (
    await apiRequest<{ data: AutoFillRun }>(
      { method: 'POST', url: runUrl(id, 'discard') },
      'Failed to discard the proposal. Please try again.',
    )
  ).data;
}

const useWorkspaceId = () => useWorkspaceStore((s) => s.currentWorkspace?.id);

/** The recent runs (ADMIN and MANAGER read them; docs/roles.md). */
export function useAutoFillRuns(options: { enabled?: boolean } = {}) {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: autoFillKeys.runs(workspaceId),
    queryFn: getAutoFillRuns,
    enabled: (options.enabled ?? true) && workspaceId !== undefined,
  });
}

/** One run, read again every second while it is QUEUED or RUNNING. */
export function useAutoFillRun(id: string | null) {
  const workspaceId = useWorkspaceId();
  return useQuery({
    queryKey: autoFillKeys.run(workspaceId, id ?? ''),
    queryFn: () => getAutoFillRun(id!),
    enabled: id !== null && workspaceId !== undefined,
    staleTime: 0,
    refetchInterval: (query) => (isActiveRun(query.state.data) ? AUTO_FILL_POLL_MS : false),
  });
}

/** The statuses the calendar shows a run in: working, a proposal, applied (undo), failed. */
const SHOWN: readonly AutoFillRun['status'][] = ['QUEUED', 'RUNNING', 'READY', 'APPLIED', 'FAILED'];

/**
 * The run the calendar shows: the workspace's newest one while it works, holds a proposal, was
 * applied (undo) or failed; null when there is none (or the newest was discarded or undone).
 */
export function useCurrentAutoFill(options: { enabled?: boolean } = {}) {
  const runs = useAutoFillRuns(options);
  const newest = runs.data?.runs[0];
  const id = newest && SHOWN.includes(newest.status) ? newest.id : null;
  const run = useAutoFillRun(options.enabled === false ? null : id);
  return { run: id ? (run.data ?? null) : null, isLoading: runs.isPending || (id !== null && run.isPending) };
}

/** Puts a run's new state in the cache (the run and the list), so every view shows it at once. */
function storeRun(client: QueryClient, workspaceId: string | undefined, run: AutoFillRun) {
  client.setQueryData(autoFillKeys.run(workspaceId, run.id), run);
  client.setQueryData<AutoFillRuns>(autoFillKeys.runs(workspaceId), (current) => {
    const others = (current?.runs ?? []).filter((r) => r.id !== run.id);
    return { runs: [{ ...run, proposal: null }, ...others] };
  });
}

function refreshSchedule(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: scheduleKeys.all }),
    client.invalidateQueries({ queryKey: absenceKeys.all }),
    client.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

function useRunMutation<V, R>(
  call: (v: V) => Promise<R>,
  runOf: (r: R) => AutoFillRun,
  options: { changesSchedule?: boolean } = {},
) {
  const client = useQueryClient();
  const workspaceId = useWorkspaceId();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      storeRun(client, workspaceId, runOf(result));
      if (options.changesSchedule) await refreshSchedule(client);
    },
    // A refusal (409: another run works, the shifts changed) may mean the list is out of date.
    onError: () => client.invalidateQueries({ queryKey: autoFillKeys.all }),
  });
}

const same = (run: AutoFillRun) => run;
export const useStartAutoFill = () => useRunMutation(startAutoFill, same);
export const useStopAutoFill = () => useRunMutation(stopAutoFill, same);
export const useDiscardAutoFill = () => useRunMutation(discardAutoFill, same);
export const useApplyAutoFill = () =>
  useRunMutation(
    (v: { id: string; slotIds?: string[] }) => applyAutoFill(v.id, v.slotIds),
    (r) => r.run,
    { changesSchedule: true },
  );
export const useUndoAutoFill = () => useRunMutation(undoAutoFill, same, { changesSchedule: true });
