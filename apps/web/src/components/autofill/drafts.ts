import type { AutoFillAssignment, AutoFillRun } from '@openrota/contracts';

/** A proposed assignment shown as a draft on the calendar or the roster grid. */
export type Draft = AutoFillAssignment;

/** Initials of a name for the draft badge: "Anna de Vries" → "AV", "Bo" → "BO". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
}

/** The drafts of a run that holds a proposal (READY), by date; empty for any other state. */
export function draftsByDate(run: AutoFillRun | null | undefined): ReadonlyMap<string, Draft[]> {
  const map = new Map<string, Draft[]>();
  if (!run || run.status !== 'READY' || !run.proposal) return map;
  for (const a of run.proposal.assignments) {
    const list = map.get(a.date);
    if (list) list.push(a);
    else map.set(a.date, [a]);
  }
  return map;
}

/** The drafts of a READY run by person and date (the roster grid's rows). */
export function draftsByStaff(run: AutoFillRun | null | undefined): ReadonlyMap<string, Draft[]> {
  const map = new Map<string, Draft[]>();
  if (!run || run.status !== 'READY' || !run.proposal) return map;
  for (const a of run.proposal.assignments) {
    const key = `${a.staff.id}|${a.date}`;
    const list = map.get(key);
    if (list) list.push(a);
    else map.set(key, [a]);
  }
  return map;
}
