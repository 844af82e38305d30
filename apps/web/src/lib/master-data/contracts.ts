import type { ContractDto } from '@openrota/contracts';
import type { ContractPeriod } from '@openrota/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';

/**
 * The contract periods per staff member, and those in force on a day (the staff page and the
 * pattern wizard read them); every contract write invalidates `all`.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  staff: (staffId: string) => ['contracts', staffId] as const,
  inForce: (date: string) => ['contracts', 'in-force', date] as const,
  periods: (date: string, through: string) => ['contracts', 'in-force', date, through] as const,
};

/** GET /api/staff/{id}/contracts: the member's contract periods, newest first (docs/product/working-time.md#the-model). */
export async function getContracts(staffId: string): Promise<ContractDto[]> {
  const body = await apiRequest<{ data: ContractDto[] }>({
    method: 'GET',
    url: `/api/staff/${staffId}/contracts`,
  });
  return [...body.data].sort((a, b) => b.startsOn.localeCompare(a.startsOn));
}

export function getContractsQueryOptions(staffId: string) {
  return queryOptions({ queryKey: contractKeys.staff(staffId), queryFn: () => getContracts(staffId) });
}

export function useContracts(staffId: string, enabled = true) {
  return useQuery({ ...getContractsQueryOptions(staffId), enabled });
}

/**
 * GET /api/staff/contracts?date=&through=: every member's period in force on `date` and, with
 * `through`, the periods that start after it up to that day, in one request
 * (docs/product/working-time.md#contracts): the contracts of a stretch of days, as the
 * working-time checker reads them (each from its `startsOn`).
 */
export async function getContractPeriods(date: string, through?: string): Promise<ContractDto[]> {
  const body = await apiRequest<{ data: ContractDto[] }>({
    method: 'GET',
    url: '/api/staff/contracts',
    params: through === undefined ? { date } : { date, through },
  });
  return body.data;
}

export function useContractPeriods(date: string, through: string, enabled = true) {
  return useQuery({
    queryKey: contractKeys.periods(date, through),
    queryFn: () => getContractPeriods(date, through),
    enabled,
  });
}

/** The period in force on `date` of every member that has one, by staff id (the same read without `through`). */
export async function getContractsInForce(date: string): Promise<ReadonlyMap<string, ContractDto>> {
  return new Map((await getContractPeriods(date)).map((c) => [c.staffId, c]));
}

export function useContractsInForce(date: string, enabled = true) {
  return useQuery({
    queryKey: contractKeys.inForce(date),
    queryFn: () => getContractsInForce(date),
    enabled,
  });
}

/** A contract as the domain's working-time checker reads it (`cycleFits`, `checkRules`). */
export function toContractPeriod(contract: ContractDto): ContractPeriod {
  return {
    id: contract.id,
    staffId: contract.staffId,
    startsOn: contract.startsOn,
    hoursPerWeek: contract.hoursPerWeek,
    minHoursPerPeriod: contract.minHoursPerPeriod,
    maxHoursPerPeriod: contract.maxHoursPerPeriod,
    period: contract.period,
    ruleSetId: contract.ruleSetId,
  };
}
