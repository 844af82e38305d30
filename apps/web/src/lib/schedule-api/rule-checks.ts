import type { AcknowledgeViolations, Candidate, ViolationDto } from '@openrota/contracts';
import { RULE_VIOLATION } from '@openrota/contracts';
import { useQuery } from '@tanstack/react-query';
import type { RequestConfig } from '@/lib/http-client';
import { ApiError } from '@/lib/api-error';
import { apiRequest } from '@/lib/api-request';
import { patternKeys } from '@/lib/master-data/patterns';
import { scheduleKeys } from './keys';

/**
 * The working-time checker's answers as the web reads them (docs/product/working-time.md#where-the-checker-acts):
 * the violations of a period, the candidates of a picker, the 409 `RULE_VIOLATION` of a write and
 * the warnings beside a success.
 */

/** The optional field of every write that puts a person on a shift: a manager's reason to go ahead. */
export type Acknowledge = { acknowledgeViolations?: AcknowledgeViolations };

/** What a write that puts a person on a shift answers: its data and the warnings it caused. */
export type Written<T> = { data: T; warnings: ViolationDto[] };

/** Sends a write and keeps the `warnings` of its success envelope beside the data. */
export async function apiWrite<T>(config: RequestConfig, fallback: string): Promise<Written<T>> {
  const body = await apiRequest<{ data: T; warnings?: unknown }>(config, fallback);
  return { data: body.data, warnings: Array.isArray(body.warnings) ? (body.warnings as ViolationDto[]) : [] };
}

/** The violations of a refused write (409 `RULE_VIOLATION`), or null for any other failure. */
export function ruleViolationsOf(error: unknown): ViolationDto[] | null {
  if (!(error instanceof ApiError) || error.code !== RULE_VIOLATION) return null;
  return error.violations ?? [];
}

/** The warnings of a write's answer when it carries any (`Written`, or a result holding one). */
export function warningsOf(result: unknown): ViolationDto[] {
  const warnings = (result as { warnings?: unknown } | null | undefined)?.warnings;
  return Array.isArray(warnings) ? (warnings as ViolationDto[]) : [];
}

export type ViolationsQuery = { startDate: string; endDate: string; staffId?: string };

/** GET /api/schedules/violations: the violations of a period (every rule, every person or one). */
export async function getViolations(query: ViolationsQuery): Promise<ViolationDto[]> {
  return (
    await apiRequest<{ data: ViolationDto[] }>(
      { method: 'GET', url: '/api/schedules/violations', params: query },
      'Failed to fetch rule violations. Please try again.',
    )
  ).data;
}

export function useViolations(query: ViolationsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleKeys.violations(query),
    queryFn: () => getViolations(query),
    enabled: options.enabled ?? true,
  });
}

/** A dated shift (`GET /api/schedules/candidates`), or a requirement of a rotation pattern. */
export type CandidatesQuery =
  { date: string; shiftTypeId: string; entryId?: string } | { patternId: string; slotId: string };

/**
 * Who could work a shift, each with their state, the ones who fit first: GET /api/schedules/candidates
 * for a dated shift, GET /api/rotation-patterns/:id/slots/:slotId/candidates for a requirement.
 */
export async function getCandidates(query: CandidatesQuery): Promise<Candidate[]> {
  const config =
    'slotId' in query
      ? {
          method: 'GET',
          url: `/api/rotation-patterns/${query.patternId}/slots/${query.slotId}/candidates`,
        }
      : { method: 'GET', url: '/api/schedules/candidates', params: query };
  return (await apiRequest<{ data: Candidate[] }>(config, 'Failed to fetch candidates. Please try again.'))
    .data;
}

/** A requirement's candidates sit under its pattern's slots, so an assignment change refreshes them. */
function candidatesKey(query: CandidatesQuery) {
  return 'slotId' in query
    ? ([...patternKeys.slots(query.patternId), 'candidates', query.slotId] as const)
    : scheduleKeys.candidates(query);
}

function isComplete(query: CandidatesQuery | null): query is CandidatesQuery {
  if (query === null) return false;
  return 'slotId' in query ? query.slotId !== '' : query.date !== '' && query.shiftTypeId !== '';
}

export function useCandidates(query: CandidatesQuery | null) {
  return useQuery({
    queryKey: isComplete(query)
      ? candidatesKey(query)
      : scheduleKeys.candidates({ date: '', shiftTypeId: '' }),
    queryFn: () => getCandidates(query as CandidatesQuery),
    enabled: isComplete(query),
  });
}
