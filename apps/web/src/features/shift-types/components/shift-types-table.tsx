import type { ShiftType } from '@openrota/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { SortableShiftTypeRow } from './sortable-shift-type-row';

export type ShiftTypeActions = {
  onReorder: (ordered: ShiftType[]) => void;
  onEdit: (shiftType: ShiftType) => void;
  onDelete: (shiftType: ShiftType) => void;
};

type ShiftTypesTableProps = {
  shiftTypes: ShiftType[];
  /** Absent for a reader: no drag handles, no edit or delete buttons. */
  actions?: ShiftTypeActions;
};

/** The shift types in order; with `actions`, rows are sortable by pointer and keyboard (dnd-kit). */
export function ShiftTypesTable({ shiftTypes, actions }: ShiftTypesTableProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit's live region, in the reader's language and with the shift types' names and places
  // (its own sentences are English and name the items by id).
  const accessibility = useMemo(() => {
    const at = (id: UniqueIdentifier) => {
      const index = shiftTypes.findIndex((s) => s.id === id);
      return { name: shiftTypes[index]?.name ?? '', position: index + 1, count: shiftTypes.length };
    };
    return {
      announcements: {
        onDragStart: ({ active }) => t('shiftTypes.dnd.start', at(active.id)),
        onDragOver: ({ active, over }) =>
          over
            ? t('shiftTypes.dnd.over', { ...at(over.id), name: at(active.id).name, over: at(over.id).name })
            : undefined,
        onDragEnd: ({ active, over }) =>
          t('shiftTypes.dnd.end', { ...at(over?.id ?? active.id), name: at(active.id).name }),
        onDragCancel: ({ active }) => t('shiftTypes.dnd.cancel', at(active.id)),
      } satisfies Announcements,
      screenReaderInstructions: { draggable: t('shiftTypes.dnd.instructions') },
    };
  }, [shiftTypes, t]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shiftTypes.findIndex((s) => s.id === active.id);
    const to = shiftTypes.findIndex((s) => s.id === over.id);
    if (from < 0 || to < 0) return;
    actions?.onReorder(arrayMove(shiftTypes, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <Table>
        <TableHeader>
          <TableRow>
            {actions && (
              <TableHead className="w-10">
                <span className="sr-only">{t('shiftTypes.columns.order')}</span>
              </TableHead>
            )}
            <TableHead>{t('shiftTypes.columns.name')}</TableHead>
            <TableHead>{t('shiftTypes.columns.shortName')}</TableHead>
            <TableHead>{t('shiftTypes.columns.description')}</TableHead>
            <TableHead>{t('shiftTypes.columns.color')}</TableHead>
            <TableHead>{t('shiftTypes.columns.hours')}</TableHead>
            {actions && (
              <TableHead className="text-right sm:sticky sm:right-0 sm:bg-card">
                {t('shiftTypes.columns.actions')}
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          <SortableContext items={shiftTypes.map((s) => s.id)} strategy={verticalListSortingStrategy}>
            {shiftTypes.map((shiftType) => (
              <SortableShiftTypeRow
                key={shiftType.id}
                shiftType={shiftType}
                actions={
                  actions && {
                    onEdit: () => actions.onEdit(shiftType),
                    onDelete: () => actions.onDelete(shiftType),
                  }
                }
              />
            ))}
          </SortableContext>
        </TableBody>
      </Table>
    </DndContext>
  );
}
