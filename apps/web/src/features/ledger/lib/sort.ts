import type { LedgerRow } from '@openrota/contracts';

/** A column the table sorts by: a figure, the name, or a shift type's count (`type:<id>`). */
export type SortKey =
  | 'name'
  | 'workedMinutes'
  | 'differenceMinutes'
  | 'yearBalanceMinutes'
  | 'nights'
  | 'weekends'
  | 'evenings'
  | 'holidays'
  | `type:${string}`;

export interface Sort {
  key: SortKey;
  descending: boolean;
}

function valueOf(row: LedgerRow, key: SortKey): number | string | null {
  if (key === 'name') return row.staffName;
  if (key.startsWith('type:')) {
    const id = key.slice(5);
    return row.shiftsByType.find((t) => t.shiftTypeId === id)?.count ?? 0;
  }
  // Without a contract a difference or balance means nothing: such rows sort last.
  if ((key === 'differenceMinutes' || key === 'yearBalanceMinutes') && !row.hasContract) return null;
  return row[key as Exclude<SortKey, 'name' | `type:${string}`>];
}

/** The rows in `sort` order (ties by name); rows without a value last in either direction. */
export function sortRows(rows: readonly LedgerRow[], sort: Sort): LedgerRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort.key);
    const y = valueOf(b, sort.key);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else if (x !== y) {
      return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
    }
    return a.staffName.localeCompare(b.staffName);
  });
}
