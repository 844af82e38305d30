import type { LedgerRow } from '@openrota/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFormatHours } from '@/lib/hours';
import { cn } from '@/lib/utils';
import { sortRows, type Sort, type SortKey } from '../lib/sort';

interface Column {
  key: SortKey;
  label: string;
  numeric: boolean;
}

/** The ledger's rows, sortable by every column (header buttons; a select on narrow screens). */
export function LedgerTable({
  rows,
  shiftTypes,
  sort,
  onSort,
}: {
  rows: readonly LedgerRow[];
  shiftTypes: readonly { id: string; name: string }[];
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const hours = useFormatHours();
  const columns: Column[] = [
    { key: 'name', label: t('ledger.columns.name'), numeric: false },
    { key: 'workedMinutes', label: t('ledger.columns.worked'), numeric: true },
    { key: 'differenceMinutes', label: t('ledger.columns.difference'), numeric: true },
    { key: 'yearBalanceMinutes', label: t('ledger.columns.yearBalance'), numeric: true },
    { key: 'nights', label: t('ledger.columns.nights'), numeric: true },
    { key: 'weekends', label: t('ledger.columns.weekends'), numeric: true },
    { key: 'evenings', label: t('ledger.columns.evenings'), numeric: true },
    { key: 'holidays', label: t('ledger.columns.holidays'), numeric: true },
    ...shiftTypes.map((type) => ({ key: `type:${type.id}` as SortKey, label: type.name, numeric: true })),
  ];
  const choose = (key: SortKey) =>
    onSort(sort.key === key ? { key, descending: !sort.descending } : { key, descending: key !== 'name' });
  const sorted = sortRows(rows, sort);
  const label = (key: SortKey) => columns.find((c) => c.key === key)!.label;
  const noContract = t('ledger.noContract');

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2 sm:hidden">
        <Label htmlFor="ledger-sort" className="shrink-0">
          {t('ledger.sortLabel')}
        </Label>
        <NativeSelect
          id="ledger-sort"
          value={`${sort.key}|${sort.descending ? 'desc' : 'asc'}`}
          onChange={(e) => {
            const [key, dir] = e.target.value.split('|') as [SortKey, string];
            onSort({ key, descending: dir === 'desc' });
          }}
        >
          {columns.flatMap((c) => [
            <option key={`${c.key}|desc`} value={`${c.key}|desc`}>
              {t('ledger.sortDescending', { column: c.label })}
            </option>,
            <option key={`${c.key}|asc`} value={`${c.key}|asc`}>
              {t('ledger.sortAscending', { column: c.label })}
            </option>,
          ])}
        </NativeSelect>
      </div>
      <Table aria-label={t('ledger.title')}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => {
              const active = sort.key === c.key;
              const Icon = active ? (sort.descending ? ArrowDown : ArrowUp) : ArrowUpDown;
              return (
                <TableHead
                  key={c.key}
                  aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
                  className={cn(c.numeric && 'text-right')}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 hover:text-foreground"
                    onClick={() => choose(c.key)}
                    aria-label={t('ledger.sortBy', { column: c.label })}
                  >
                    {c.label}
                    <Icon aria-hidden className="size-3.5" />
                  </button>
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {sorted.map((row) => {
            const counts = new Map(row.shiftsByType.map((c) => [c.shiftTypeId, c.count]));
            return (
              <TableRow key={row.staffId}>
                <TableCell className="font-medium max-sm:text-base">
                  {row.staffName}
                  {!row.active && (
                    <span className="ml-1 text-xs font-normal text-muted-foreground">
                      ({t('ledger.inactive')})
                    </span>
                  )}
                </TableCell>
                <TableCell label={label('workedMinutes')} className="text-right tabular-nums">
                  {hours(row.workedMinutes)}
                  <span className="text-muted-foreground">
                    {' / '}
                    {row.hasContract ? hours(row.contractMinutes) : noContract}
                  </span>
                </TableCell>
                <TableCell
                  label={label('differenceMinutes')}
                  className={cn(
                    'text-right tabular-nums',
                    row.hasContract && row.differenceMinutes < 0 && 'text-destructive',
                  )}
                >
                  {row.hasContract ? hours(row.differenceMinutes, true) : '–'}
                </TableCell>
                <TableCell label={label('yearBalanceMinutes')} className="text-right tabular-nums">
                  {row.hasContract ? hours(row.yearBalanceMinutes, true) : '–'}
                </TableCell>
                <TableCell label={label('nights')} className="text-right tabular-nums">
                  {row.nights}
                </TableCell>
                <TableCell label={label('weekends')} className="text-right tabular-nums">
                  {row.weekends}
                </TableCell>
                <TableCell label={label('evenings')} className="text-right tabular-nums">
                  {row.evenings}
                </TableCell>
                <TableCell label={label('holidays')} className="text-right tabular-nums">
                  {row.holidays}
                </TableCell>
                {shiftTypes.map((type) => (
                  <TableCell key={type.id} label={type.name} className="text-right tabular-nums">
                    {counts.get(type.id) ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
