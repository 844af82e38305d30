import type { ShiftType } from '@openrota/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { shiftHours } from '../lib/shift-hours';

type RowProps = { shiftType: ShiftType; actions?: { onEdit: () => void; onDelete: () => void } };

/**
 * One shift type; with `actions`, the handle starts a drag by pointer, or by Space then arrows
 * then Space. A long name or description is cut to one line on wide screens, whole in its title.
 */
export function SortableShiftTypeRow({ shiftType, actions }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: shiftType.id,
      disabled: !actions,
      attributes: { roleDescription: t('shiftTypes.dnd.roleDescription') },
    });
  const hours = shiftHours(shiftType.startTime, shiftType.endTime);
  const times =
    shiftType.startTime && shiftType.endTime ? `${shiftType.startTime}–${shiftType.endTime}` : null;

  return (
    <TableRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        actions && 'max-sm:grid-cols-[auto_1fr] max-sm:[&>td:not(:first-child)]:col-start-2',
        isDragging && 'relative z-10 bg-card shadow-lg',
      )}
    >
      {actions && (
        <TableCell className="w-10 max-sm:row-span-6 max-sm:items-start">
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
            {...attributes}
            {...listeners}
            aria-label={t('shiftTypes.dragHandle', { name: shiftType.name })}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        </TableCell>
      )}
      <TableCell
        className="max-w-56 font-medium wrap-anywhere max-sm:text-base sm:truncate"
        title={shiftType.name}
      >
        {shiftType.name}
      </TableCell>
      <TableCell label={t('shiftTypes.columns.shortName')}>{shiftType.shortName ?? '—'}</TableCell>
      <TableCell
        label={t('shiftTypes.columns.description')}
        className="max-w-64 text-muted-foreground wrap-anywhere sm:truncate"
        title={shiftType.description ?? undefined}
      >
        {shiftType.description ?? '—'}
      </TableCell>
      <TableCell label={t('shiftTypes.columns.color')}>
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden
            className="size-5 rounded-full border"
            style={{ backgroundColor: shiftType.color }}
          />
          <span className="font-mono text-xs text-muted-foreground max-xl:sm:sr-only">{shiftType.color}</span>
        </span>
      </TableCell>
      <TableCell label={t('shiftTypes.columns.hours')}>
        {hours === null ? (
          '—'
        ) : (
          <span title={times ?? undefined}>
            {t('shiftTypes.hoursValue', { hours })}
            {times && <span className="ml-1.5 text-xs text-muted-foreground">{times}</span>}
          </span>
        )}
      </TableCell>
      {actions && (
        // Kept in view at the right edge when the table scrolls sideways (long names, narrow screens).
        <TableCell className="whitespace-nowrap text-right max-sm:justify-end sm:sticky sm:right-0 sm:bg-card sm:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.2)]">
          <Button
            variant="ghost"
            size="icon"
            onClick={actions.onEdit}
            aria-label={t('shiftTypes.edit', { name: shiftType.name })}
          >
            <Pencil aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={actions.onDelete}
            aria-label={t('shiftTypes.delete', { name: shiftType.name })}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden />
          </Button>
        </TableCell>
      )}
    </TableRow>
  );
}
