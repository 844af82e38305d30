import type { Candidate, ScheduleEntry, ViolationDto } from '@openrota/contracts';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useSensor,
  useSensors,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { AlertTriangle, ShieldAlert, Star } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DraftBadge } from '@/components/autofill/draft-badge';
import type { Draft } from '@/components/autofill/drafts';
import { badgeAppearance } from '@/components/schedule/badge-appearance';
import { useFormatDate } from '@/lib/dates';
import { useCandidates } from '@/lib/schedule-api/rule-checks';
import { cn } from '@/lib/utils';
import {
  formatHours,
  hasSkill,
  isWeekend,
  violationsOf,
  type GridRow,
  type PersonRow,
  type RosterModel,
} from '../../lib/roster/model';
import { dropKind } from '../../lib/roster/plans';

/**
 * The roster grid (issue 13 §1, §2): one row per person, one column per day, the open shifts on
 * top. Rows are virtualised (@tanstack/react-virtual); shifts are dragged with @dnd-kit/core,
 * and each cell a shift hovers over says before release whether the person fits (the
 * candidates read of the assign dialog) and why not.
 */

export type CellPos = { row: number; col: number };
/** Row −1 is the open shifts row; rows 0… are the model's rows (group headings have no cells). */
export const OPEN_ROW = -1;

export type Fit = {
  state:
    'FITS' | 'WARNING' | 'BREAKS_RULE' | 'ABSENT' | 'ALREADY_WORKING' | 'NO_SKILL' | 'INVALID' | 'CHECKING';
  reasons: string[];
};

type GridProps = {
  model: RosterModel;
  today: string;
  canEdit: boolean;
  selected: ReadonlySet<string>;
  active: CellPos;
  onActiveChange: (pos: CellPos) => void;
  /** Replace the selection, or add to it. */
  onSelect: (ids: string[], mode: 'replace' | 'toggle' | 'add') => void;
  onOpen: (entry: ScheduleEntry) => void;
  onDrop: (entry: ScheduleEntry, row: PersonRow, date: string) => void;
  onKeyCommand: (event: KeyboardEvent<HTMLDivElement>) => boolean;
  /** A shift picked up with the keyboard ("m"): the cells show whether it fits, like a drag. */
  carried: ScheduleEntry | null;
  /** Cells (`staffId|date`) with unpublished changes (docs/product/publish.md): marked with a dot. */
  unpublished?: ReadonlySet<string>;
  /** Auto-fill's proposed assignments by `${staffId}|${date}` (drafts in the person's cell). */
  drafts?: ReadonlyMap<string, Draft[]>;
};

const ROW_HEIGHT = 44;
const NO_CELLS: ReadonlySet<string> = new Set();
const cellId = (row: number, col: number) => `roster-cell-${row}-${col}`;

function shiftTime(e: ScheduleEntry) {
  return e.shiftType.startTime && e.shiftType.endTime
    ? `${e.shiftType.startTime}–${e.shiftType.endTime}`
    : '';
}

const FIT_CLASS: Record<Fit['state'], string> = {
  FITS: 'bg-emerald-100 ring-2 ring-inset ring-emerald-600',
  WARNING: 'bg-amber-100 ring-2 ring-inset ring-amber-500',
  BREAKS_RULE: 'bg-red-100 ring-2 ring-inset ring-red-600',
  ABSENT: 'bg-red-100 ring-2 ring-inset ring-red-600',
  ALREADY_WORKING: 'bg-red-100 ring-2 ring-inset ring-red-600',
  NO_SKILL: 'bg-muted ring-2 ring-inset ring-muted-foreground',
  INVALID: 'bg-muted ring-2 ring-inset ring-muted-foreground',
  CHECKING: 'ring-2 ring-inset ring-primary/50',
};

/** Whether a drop there fits: the candidates' state of the person on that day, or why it cannot be dropped. */
export function fitOf(
  entry: ScheduleEntry,
  row: PersonRow,
  date: string,
  candidates: readonly Candidate[] | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): Fit {
  const kind = dropKind(entry, { staff: row.staff, date });
  if (kind === 'none') return { state: 'FITS', reasons: [] };
  if (kind === 'invalid') return { state: 'INVALID', reasons: [t('roster.fit.otherDay')] };
  if (!hasSkill(row.staff, entry.shiftTypeId))
    return { state: 'NO_SKILL', reasons: [t('roster.fit.noSkill', { shift: entry.shiftType.name })] };
  if (!candidates) return { state: 'CHECKING', reasons: [] };
  const c = candidates.find((x) => x.staffId === row.staff.id);
  if (!c) return { state: 'NO_SKILL', reasons: [t('roster.fit.noSkill', { shift: entry.shiftType.name })] };
  const reasons = c.violations.map((v) => `${v.ruleName}: ${v.message}`);
  if (c.state === 'ABSENT') reasons.unshift(t('roster.fit.absent'));
  if (c.state === 'ALREADY_WORKING' && reasons.length === 0) reasons.push(t('roster.fit.alreadyWorking'));
  // Hard unavailability is a violation like a broken rule: red, asked about after the drop.
  return { state: c.state === 'UNAVAILABLE' ? 'BREAKS_RULE' : c.state, reasons };
}

type ChipProps = {
  entry: ScheduleEntry;
  today: string;
  violations: readonly ViolationDto[];
  selected: boolean;
  draggable: boolean;
  /** This shift is being dragged (the DragOverlay draws it under the pointer): drawn faint in its cell. */
  dragging: boolean;
  /** "Open", for a shift nobody is on. */
  openLabel: string;
  onClick: (entry: ScheduleEntry, event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) => void;
};

/**
 * One shift in a cell: the shift type's colour, its short name; times and rule sentences on hover and focus.
 * Drawn for every shift in view, so it has no hooks: the grid's one drag source picks it up
 * (`data-entry-id`, see RosterGrid's onPress), its strings come from the grid, and its classes
 * are joined with clsx (they do not conflict; twMerge per chip cost more than the rest of it).
 */
const Chip = memo(function Chip({
  entry,
  today,
  violations,
  selected,
  draggable,
  dragging,
  openLabel,
  onClick,
}: ChipProps) {
  const look = badgeAppearance(entry, today);
  const time = shiftTime(entry);
  const head = `${entry.shiftType.name}${time ? ` ${time}` : ''} · ${entry.staff?.name ?? openLabel}`;
  const rules = violations.map((v) => `${v.ruleName}: ${v.message}`);
  const title = rules.length ? [head, ...rules].join('\n') : head;
  return (
    <div
      role="button"
      tabIndex={-1}
      title={title}
      aria-label={rules.length ? [head, ...rules].join('. ') : head}
      aria-pressed={selected}
      aria-roledescription={draggable ? 'draggable' : undefined}
      data-entry-id={entry.id}
      data-draggable={draggable || undefined}
      data-kind={look.kind}
      data-violation={violations.length > 0 || undefined}
      onClick={(e) => {
        e.stopPropagation();
        onClick(entry, e);
      }}
      className={clsx(
        'flex h-6 min-w-0 cursor-pointer touch-none items-center gap-0.5 rounded border px-1 text-[11px] leading-none font-semibold select-none',
        look.className,
        dragging ? 'opacity-30' : look.isPast && 'opacity-60',
        look.isStruck && 'line-through',
        violations.length > 0 && 'outline-2 -outline-offset-1 outline-red-600 outline-dashed',
        selected && 'ring-2 ring-primary ring-offset-1',
      )}
      style={look.style}
    >
      {look.hasStar && <Star aria-hidden className="size-2.5 shrink-0 fill-current" />}
      {violations.length > 0 && (
        <ShieldAlert aria-hidden data-marker="violation" className="size-3 shrink-0" />
      )}
      <span className="truncate">{entry.shiftType.shortName || entry.shiftType.name}</span>
    </div>
  );
});

/** The few strings of the cells and chips, translated once by the grid (not per cell). */
type CellLabels = { open: string; absent: string; unpublished: string };

type CellProps = {
  row: number;
  col: number;
  date: string;
  person: PersonRow | null;
  entries: readonly ScheduleEntry[];
  today: string;
  weekend: boolean;
  canEdit: boolean;
  isActive: boolean;
  absent: boolean;
  boxed: boolean;
  fit: Fit | null;
  /** The id of the shift being dragged, when it is in this cell. */
  draggingId: string | null;
  labels: CellLabels;
  selected: ReadonlySet<string>;
  violationsByEntry: ReadonlyMap<string, ViolationDto[]>;
  unpublished: ReadonlySet<string>;
  drafts: ReadonlyMap<string, Draft[]>;
  onChipClick: ChipProps['onClick'];
  onFocusCell: (pos: CellPos) => void;
  onBoxStart: (pos: CellPos, event: PointerEvent) => void;
  onBoxEnter: (pos: CellPos) => void;
};

/** The cell's background colour: one of them (clsx keeps every class, so the precedence is chosen here). */
function cellBackground(
  props: Pick<CellProps, 'fit' | 'boxed' | 'date' | 'today' | 'weekend'>,
): string | false {
  if (props.fit && props.fit.state !== 'CHECKING') return false; // FIT_CLASS has its own
  if (props.boxed) return 'bg-primary/15';
  if (props.date === props.today) return 'bg-primary/5';
  return props.weekend && 'bg-muted/40';
}

/** One day of one row. Hundreds are in view: no hooks, classes joined with clsx (see Chip). */
const Cell = memo(function Cell(props: CellProps) {
  const { row, col, date, person, entries, absent, fit, labels } = props;
  const unpublished = person !== null && props.unpublished.has(`${person.staff.id}|${date}`);
  return (
    <div
      id={cellId(row, col)}
      role="gridcell"
      tabIndex={props.isActive ? 0 : -1}
      aria-selected={entries.some((e) => props.selected.has(e.id))}
      aria-label={absent ? labels.absent : undefined}
      data-date={date}
      data-row={person ? row : undefined}
      data-absent={absent || undefined}
      data-fit={fit?.state}
      data-unpublished={unpublished || undefined}
      title={unpublished ? labels.unpublished : undefined}
      onFocus={() => props.onFocusCell({ row, col })}
      onPointerDown={(e) => {
        if ((e.target as HTMLElement).closest('[data-entry-id]')) return;
        props.onBoxStart({ row, col }, e);
      }}
      onPointerEnter={() => props.onBoxEnter({ row, col })}
      className={clsx(
        'flex min-w-0 flex-col justify-center gap-0.5 border-r border-b px-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        cellBackground(props),
        absent &&
          'bg-[image:repeating-linear-gradient(135deg,transparent_0_5px,rgb(249_115_22/0.25)_5px_9px)]',
        fit && FIT_CLASS[fit.state],
        unpublished && 'relative',
      )}
    >
      {unpublished && (
        <span aria-hidden className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-amber-500" />
      )}
      {entries.map((e) => (
        <Chip
          key={e.id}
          entry={e}
          today={props.today}
          violations={violationsOf(props.violationsByEntry, e)}
          selected={props.selected.has(e.id)}
          draggable={props.canEdit && !e.isCancelled}
          dragging={props.draggingId === e.id}
          openLabel={labels.open}
          onClick={props.onChipClick}
        />
      ))}
      {person &&
        props.drafts
          .get(`${person.staff.id}|${date}`)
          ?.map((d) => <DraftBadge key={`draft-${d.slotId}`} draft={d} variant="roster" />)}
    </div>
  );
});

type Box = { from: CellPos; to: CellPos } | null;

const inBox = (box: Box, row: number, col: number) =>
  box !== null &&
  row >= Math.min(box.from.row, box.to.row) &&
  row <= Math.max(box.from.row, box.to.row) &&
  col >= Math.min(box.from.col, box.to.col) &&
  col <= Math.max(box.from.col, box.to.col);

export function RosterGrid(props: GridProps) {
  const { model, today, canEdit, selected, active, unpublished } = props;
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The rows are a child of the scroll box: they get it as state, set once the box is in the document.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollElement(el);
  }, []);
  const [dragging, setDragging] = useState<ScheduleEntry | null>(null);
  // One drag source for every chip (a useDraggable per chip cost more than the rest of a row):
  // a press on a chip points it at that chip and hands it the event (see onPress).
  const source = useRef<DragSourceHandle | null>(null);
  const pressed = useRef<ScheduleEntry | null>(null);
  const [over, setOver] = useState<{ row: number; date: string } | null>(null);
  const [box, setBox] = useState<Box>(null);
  const boxRef = useRef<Box>(null);
  const { days, rows } = model;

  // The virtualised rows render in their own component, so scrolling re-renders them alone.
  const virtualizerRef = useRef<{
    scrollToIndex: (index: number, options: { align: 'auto' }) => void;
  } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  // The shift being moved (by pointer or keyboard) and the cell it is over: that cell's fit.
  const moving = dragging ?? props.carried;
  const target = dragging
    ? over
    : props.carried && active.row >= 0
      ? { row: active.row, date: days[active.col] ?? '' }
      : null;
  const targetRow = target ? rows[target.row] : undefined;
  const candidates = useCandidates(
    moving && target ? { date: target.date, shiftTypeId: moving.shiftTypeId, entryId: moving.id } : null,
  );
  const fit: Fit | null =
    moving && target && targetRow?.kind === 'person'
      ? fitOf(moving, targetRow, target.date, candidates.data, t)
      : null;

  // Focus follows the active cell, scrolling its row into view first (virtualised rows are not in the DOM).
  const focusWanted = useRef(false);
  useEffect(() => {
    if (!focusWanted.current) return;
    if (active.row >= 0) virtualizerRef.current?.scrollToIndex(active.row, { align: 'auto' });
    const raf = requestAnimationFrame(() => {
      document.getElementById(cellId(active.row, active.col))?.focus({ preventScroll: active.row < 0 });
      focusWanted.current = false;
    });
    return () => cancelAnimationFrame(raf);
  }, [active]);

  useEffect(() => {
    const up = () => {
      const b = boxRef.current;
      if (!b) return;
      boxRef.current = null;
      setBox(null);
      const ids: string[] = [];
      for (let r = Math.min(b.from.row, b.to.row); r <= Math.max(b.from.row, b.to.row); r++)
        for (let c = Math.min(b.from.col, b.to.col); c <= Math.max(b.from.col, b.to.col); c++)
          ids.push(...entriesAt(model, r, c).map((e) => e.id));
      if (b.from.row !== b.to.row || b.from.col !== b.to.col) props.onSelect(ids, 'replace');
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  });

  // The cells are memoised: their handlers are stable and read the latest props through this ref.
  const latest = useRef({ props, model, active, selected });
  useEffect(() => {
    latest.current = { props, model, active, selected };
  });

  const move = (pos: CellPos) => {
    focusWanted.current = true;
    props.onActiveChange(pos);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (props.onKeyCommand(event)) return;
    const lastCol = days.length - 1;
    const step = (dir: 1 | -1) => {
      let r = active.row + dir;
      while (r >= 0 && r < rows.length && rows[r]!.kind !== 'person') r += dir;
      if (r < OPEN_ROW) return active.row;
      if (r >= rows.length) return active.row;
      return r;
    };
    let next: CellPos | null = null;
    if (event.key === 'ArrowRight') next = { row: active.row, col: Math.min(lastCol, active.col + 1) };
    else if (event.key === 'ArrowLeft') next = { row: active.row, col: Math.max(0, active.col - 1) };
    else if (event.key === 'ArrowDown') next = { row: step(1), col: active.col };
    else if (event.key === 'ArrowUp') next = { row: step(-1), col: active.col };
    else if (event.key === 'Home') next = { row: active.row, col: 0 };
    else if (event.key === 'End') next = { row: active.row, col: lastCol };
    else if (event.key === 'PageDown')
      next = { row: Math.min(rows.length - 1, active.row + 10), col: active.col };
    else if (event.key === 'PageUp') next = { row: Math.max(OPEN_ROW, active.row - 10), col: active.col };
    if (!next) return;
    event.preventDefault();
    if (next.row >= 0 && rows[next.row]?.kind !== 'person')
      next = { ...next, row: step(next.row > active.row ? 1 : -1) };
    move(next);
  };

  const handlers = useMemo(() => {
    const moveTo = (pos: CellPos) => {
      focusWanted.current = true;
      latest.current.props.onActiveChange(pos);
    };
    const onChipClick: ChipProps['onClick'] = (entry, e) => {
      const { props: p, model: m, active: a, selected: sel } = latest.current;
      const pos = positionOf(m, entry);
      if (e.shiftKey && pos) {
        const ids: string[] = [];
        for (let r = Math.min(a.row, pos.row); r <= Math.max(a.row, pos.row); r++)
          for (let c = Math.min(a.col, pos.col); c <= Math.max(a.col, pos.col); c++)
            ids.push(...entriesAt(m, r, c).map((x) => x.id));
        p.onSelect(ids, 'add');
        return;
      }
      if (e.ctrlKey || e.metaKey) {
        p.onSelect([entry.id], 'toggle');
        return;
      }
      if (pos) moveTo(pos);
      if (sel.size === 1 && sel.has(entry.id)) p.onOpen(entry);
      else p.onSelect([entry.id], 'replace');
    };
    const onFocusCell = (pos: CellPos) => {
      const a = latest.current.active;
      if (pos.row !== a.row || pos.col !== a.col) latest.current.props.onActiveChange(pos);
    };
    const onBoxStart = (pos: CellPos, e: PointerEvent) => {
      if (e.pointerType !== 'mouse' || e.button !== 0) return;
      boxRef.current = { from: pos, to: pos };
      setBox(boxRef.current);
      moveTo(pos);
    };
    const onBoxEnter = (pos: CellPos) => {
      if (!boxRef.current) return;
      boxRef.current = { ...boxRef.current, to: pos };
      setBox(boxRef.current);
    };
    return { onChipClick, onFocusCell, onBoxStart, onBoxEnter };
  }, []);

  const accessibility = useMemo(
    () => ({
      announcements: {
        onDragStart: () => t('roster.dnd.start'),
        onDragOver: () => undefined,
        onDragEnd: () => t('roster.dnd.end'),
        onDragCancel: () => t('roster.dnd.cancel'),
      },
      screenReaderInstructions: { draggable: t('roster.dnd.instructions') },
    }),
    [t],
  );

  const onPress = (event: SyntheticEvent<HTMLElement, globalThis.PointerEvent | TouchEvent>) => {
    const chip = (event.target as HTMLElement).closest<HTMLElement>('[data-entry-id]');
    const entry = chip?.dataset.draggable ? model.entriesById.get(chip.dataset.entryId ?? '') : undefined;
    const handle = source.current;
    if (!chip || !entry || !handle) return;
    pressed.current = entry;
    handle.setNodeRef(chip);
    const listener =
      event.type === 'touchstart' ? handle.listeners?.onTouchStart : handle.listeners?.onPointerDown;
    listener?.(event);
  };
  const onDragStart = (_: DragStartEvent) => setDragging(pressed.current);
  // The cell under the pointer is the drop target: found from the point, not from thousands of
  // registered droppables (each registration re-renders every cell).
  const onDragMove = (e: DragMoveEvent) => {
    const start = pointOf(e.activatorEvent);
    if (!start) return;
    const cellEl = document
      .elementsFromPoint(start.x + e.delta.x, start.y + e.delta.y)
      .find((el) => el instanceof HTMLElement && el.dataset.row !== undefined) as HTMLElement | undefined;
    const next = cellEl ? { row: Number(cellEl.dataset.row), date: cellEl.dataset.date ?? '' } : null;
    setOver((current) => (current?.row === next?.row && current?.date === next?.date ? current : next));
  };
  const onDragEnd = () => {
    const entry = dragging;
    const target = over;
    setDragging(null);
    setOver(null);
    if (!entry || !target) return;
    const r = rows[target.row];
    if (r?.kind === 'person') props.onDrop(entry, r, target.date);
  };

  const columns = `minmax(13.5rem,16rem) repeat(${days.length}, minmax(${days.length > 14 ? '2.75rem' : '4.5rem'}, 1fr))`;
  const drafts = props.drafts ?? NO_DRAFTS;
  const labels = useMemo<CellLabels>(
    () => ({
      open: t('schedule.badge.open'),
      absent: t('roster.cell.absent'),
      unpublished: t('roster.publish.cellMarker'),
    }),
    [t],
  );
  const weekends = useMemo(() => days.map(isWeekend), [days]);
  const draggedAt = useMemo(() => {
    const pos = dragging ? positionOf(model, dragging) : null;
    return pos && dragging ? { ...pos, id: dragging.id } : null;
  }, [dragging, model]);
  const cellCommon = useMemo(
    () => ({
      today,
      labels,
      canEdit,
      selected,
      violationsByEntry: model.violationsByEntry,
      unpublished: unpublished ?? NO_CELLS,
      drafts,
      ...handlers,
    }),
    [today, labels, canEdit, selected, model.violationsByEntry, unpublished, drafts, handlers],
  );
  const status = fit
    ? `${t(`roster.fit.${fit.state}`)}${fit.reasons.length ? `: ${fit.reasons.join(' · ')}` : ''}`
    : activeStatus(model, active, t, formatDate);

  return (
    <DndContext
      sensors={sensors}
      // The grid scrolls when a shift is held near its edge; a narrow band, so a cell near the edge can still be dropped on.
      autoScroll={AUTO_SCROLL}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragging(null);
        setOver(null);
      }}
      accessibility={accessibility}
    >
      <DragSource handle={source} />
      <div className="grid gap-2">
        <div
          ref={attachScroll}
          role="grid"
          aria-label={t('roster.gridLabel')}
          aria-rowcount={rows.length + 2}
          aria-colcount={days.length + 1}
          aria-multiselectable
          onKeyDown={onKeyDown}
          onPointerDown={onPress}
          onTouchStart={onPress}
          data-testid="roster-scroll"
          className="relative h-[calc(100dvh-17rem)] min-h-80 overflow-auto rounded-md border bg-card [overscroll-behavior:contain]"
        >
          <div className="sticky top-0 z-20 bg-card" role="rowgroup">
            <div role="row" aria-rowindex={1} className="grid" style={{ gridTemplateColumns: columns }}>
              <div
                role="columnheader"
                className="sticky left-0 z-10 border-r border-b bg-card px-2 py-1 text-xs font-semibold"
              >
                {t('roster.staffColumn')}
              </div>
              {days.map((d) => {
                const stats = model.columns.get(d);
                return (
                  <div
                    key={d}
                    role="columnheader"
                    data-date={d}
                    className={cn(
                      'min-w-0 border-r border-b px-1 py-1 text-center text-[11px] leading-tight',
                      isWeekend(d) && 'bg-muted/60',
                      d === today && 'bg-primary/10',
                    )}
                  >
                    <div className="font-semibold first-letter:uppercase">{formatDate(d, 'EEEEEE d')}</div>
                    <div className="flex flex-wrap justify-center gap-x-1">
                      {stats?.counts.map((c) => {
                        const type = model.shiftTypes.get(c.shiftTypeId);
                        return (
                          <span
                            key={c.shiftTypeId}
                            title={t('roster.column.count', {
                              shift: type?.name ?? '',
                              filled: c.filled,
                              required: c.required,
                            })}
                            className={cn(c.filled < c.required && 'font-semibold text-destructive')}
                          >
                            {`${type?.shortName || type?.name.slice(0, 1) || ''} ${c.filled}/${c.required}`}
                          </span>
                        );
                      })}
                    </div>
                    {stats?.urgent && (
                      <span
                        className="inline-flex items-center gap-0.5 font-semibold text-destructive"
                        title={t('roster.column.urgent')}
                      >
                        <AlertTriangle aria-hidden className="size-3" />
                        <span className="sr-only">{t('roster.column.urgent')}</span>
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
            <div role="row" aria-rowindex={2} className="grid" style={{ gridTemplateColumns: columns }}>
              <div
                role="rowheader"
                className="sticky left-0 z-10 flex items-center border-r border-b bg-red-50 px-2 text-xs font-semibold text-red-900"
              >
                {t('roster.openRow')}
              </div>
              {days.map((d, col) => (
                <Cell
                  key={d}
                  row={OPEN_ROW}
                  col={col}
                  date={d}
                  person={null}
                  entries={model.open.get(d) ?? []}
                  weekend={weekends[col]!}
                  isActive={active.row === OPEN_ROW && active.col === col}
                  absent={false}
                  boxed={inBox(box, OPEN_ROW, col)}
                  fit={null}
                  draggingId={draggedAt?.row === OPEN_ROW && draggedAt.col === col ? draggedAt.id : null}
                  {...cellCommon}
                />
              ))}
            </div>
          </div>
          <VirtualRows
            scrollElement={scrollElement}
            virtualizerRef={virtualizerRef}
            rows={rows}
            days={days}
            weekends={weekends}
            columns={columns}
            draggedAt={draggedAt}
            t={t}
            active={active}
            box={box}
            target={fit && target ? { row: target.row, date: target.date, fit } : null}
            cellCommon={cellCommon}
          />
        </div>
        <p
          role="status"
          aria-live="polite"
          data-testid="roster-status"
          className={cn(
            'min-h-5 text-sm',
            fit && fit.state !== 'FITS' && fit.state !== 'CHECKING'
              ? 'font-medium text-destructive'
              : 'text-muted-foreground',
          )}
        >
          {status}
        </p>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="rounded border bg-card px-2 py-1 text-xs font-semibold shadow-lg">
            {`${dragging.shiftType.name} · ${dragging.staff?.name ?? t('schedule.badge.open')}`}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

const NO_ENTRIES: ScheduleEntry[] = [];
const NO_DRAFTS: ReadonlyMap<string, Draft[]> = new Map();

function pointOf(event: Event): { x: number; y: number } | null {
  if ('clientX' in event && typeof event.clientX === 'number')
    return { x: event.clientX, y: (event as MouseEvent).clientY };
  const touch = (event as TouchEvent).touches?.[0] ?? (event as TouchEvent).changedTouches?.[0];
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

// The grid scrolls when a shift is held near its edge: a narrow band, so a cell near the edge can still be dropped on.
const AUTO_SCROLL = { threshold: { x: 0.08, y: 0.08 }, acceleration: 6 };

type DragSourceHandle = Pick<ReturnType<typeof useDraggable>, 'listeners' | 'setNodeRef'>;

/** The grid's one draggable: the chip pressed last is its node (RosterGrid's onPress). */
function DragSource({ handle }: { handle: RefObject<DragSourceHandle | null> }) {
  const { listeners, setNodeRef } = useDraggable({ id: 'roster-shift' });
  useLayoutEffect(() => {
    handle.current = { listeners, setNodeRef };
  });
  return null;
}

type Translate = ReturnType<typeof useTranslation>['t'];

type CellCommon = Pick<
  CellProps,
  | 'today'
  | 'labels'
  | 'canEdit'
  | 'selected'
  | 'violationsByEntry'
  | 'unpublished'
  | 'drafts'
  | 'onChipClick'
  | 'onFocusCell'
  | 'onBoxStart'
  | 'onBoxEnter'
>;

type VirtualRowsProps = {
  scrollElement: HTMLDivElement | null;
  virtualizerRef: RefObject<{ scrollToIndex: (index: number, options: { align: 'auto' }) => void } | null>;
  rows: readonly GridRow[];
  days: readonly string[];
  weekends: readonly boolean[];
  columns: string;
  draggedAt: (CellPos & { id: string }) | null;
  t: Translate;
  active: CellPos;
  box: Box;
  target: { row: number; date: string; fit: Fit } | null;
  cellCommon: CellCommon;
};

/** The body rows, virtualised with @tanstack/react-virtual: only the rows in view (and a few more) are in the DOM. */
const VirtualRows = memo(function VirtualRows(props: VirtualRowsProps) {
  const { rows, days, weekends, columns, draggedAt, t, active, box, target, cellCommon } = props;
  const { scrollElement, virtualizerRef } = props;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });
  useEffect(() => {
    virtualizerRef.current = virtualizer;
  });
  return (
    <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const i = item.index;
        const boxed =
          box !== null && i >= Math.min(box.from.row, box.to.row) && i <= Math.max(box.from.row, box.to.row);
        return (
          <BodyRow
            key={item.key}
            index={i}
            row={rows[i]!}
            start={item.start}
            size={item.size}
            days={days}
            weekends={weekends}
            columns={columns}
            t={t}
            activeCol={active.row === i ? active.col : -1}
            boxFrom={boxed ? Math.min(box.from.col, box.to.col) : -1}
            boxTo={boxed ? Math.max(box.from.col, box.to.col) : -1}
            fitDate={target?.row === i ? target.date : null}
            fit={target?.row === i ? target.fit : null}
            draggedCol={draggedAt?.row === i ? draggedAt.col : -1}
            draggedId={draggedAt?.row === i ? draggedAt.id : null}
            cellCommon={cellCommon}
          />
        );
      })}
    </div>
  );
});

type BodyRowProps = {
  index: number;
  row: GridRow;
  start: number;
  size: number;
  days: readonly string[];
  weekends: readonly boolean[];
  columns: string;
  t: Translate;
  /** The row's own slice of the grid's state (−1/null when it is elsewhere), so a scroll renders only the rows coming into view. */
  activeCol: number;
  boxFrom: number;
  boxTo: number;
  fitDate: string | null;
  fit: Fit | null;
  draggedCol: number;
  draggedId: string | null;
  cellCommon: CellCommon;
};

/** One body row: a group heading, or a person and their days. */
const BodyRow = memo(function BodyRow(props: BodyRowProps) {
  const { index, row, days, weekends, cellCommon } = props;
  return (
    <div
      role="row"
      aria-rowindex={index + 3}
      className="absolute inset-x-0 top-0 grid"
      style={{
        gridTemplateColumns: props.columns,
        height: props.size,
        transform: `translateY(${props.start}px)`,
        contain: 'layout style',
      }}
    >
      {row.kind === 'group' ? (
        <GroupHeading row={row} t={props.t} />
      ) : (
        <>
          <PersonHeader row={row} t={props.t} />
          {days.map((d, col) => (
            <Cell
              key={d}
              row={index}
              col={col}
              date={d}
              person={row}
              entries={row.byDate.get(d) ?? NO_ENTRIES}
              weekend={weekends[col]!}
              isActive={props.activeCol === col}
              absent={row.absentOn.has(d)}
              boxed={col >= props.boxFrom && col <= props.boxTo}
              fit={props.fitDate === d ? props.fit : null}
              draggingId={props.draggedCol === col ? props.draggedId : null}
              {...cellCommon}
            />
          ))}
        </>
      )}
    </div>
  );
});

const GroupHeading = memo(function GroupHeading({
  row,
  t,
}: {
  row: Extract<GridRow, { kind: 'group' }>;
  t: Translate;
}) {
  return (
    <div
      role="rowheader"
      className="sticky left-0 col-span-full flex items-center bg-muted px-2 text-xs font-semibold"
    >
      {row.label || t('roster.noSkill')} ({row.count})
    </div>
  );
});

/** A person's name and ledger figures; memoised, so scrolling renders only the rows coming into view. */
const PersonHeader = memo(function PersonHeader({ row, t }: { row: PersonRow; t: Translate }) {
  const l = row.ledger;
  return (
    <div
      role="rowheader"
      className="sticky left-0 z-10 flex min-w-0 flex-col justify-center border-r border-b bg-card px-2 leading-tight"
    >
      <span className="truncate text-sm font-medium">{row.staff.name}</span>
      {l && (
        <span className="flex gap-1.5 overflow-hidden text-[11px] whitespace-nowrap text-muted-foreground">
          <span
            title={t('roster.row.hoursTitle')}
            className={clsx(
              l.hasContract && l.workedMinutes + l.absenceMinutes < l.contractMinutes && 'text-amber-700',
            )}
          >
            {l.hasContract
              ? t('roster.row.hours', {
                  worked: formatHours(l.workedMinutes),
                  contract: formatHours(l.contractMinutes),
                })
              : t('roster.row.hoursNoContract', { worked: formatHours(l.workedMinutes) })}
          </span>
          <span title={t('roster.row.balanceTitle')}>
            {t('roster.row.balance', { balance: formatHours(l.yearBalanceMinutes, true) })}
          </span>
          <span title={t('roster.row.nightsTitle')}>{t('roster.row.nights', { count: l.nights })}</span>
          <span title={t('roster.row.weekendsTitle')}>{t('roster.row.weekends', { count: l.weekends })}</span>
        </span>
      )}
    </div>
  );
});

/** The shifts of a cell (the open row's, or a person's). */
export function entriesAt(model: RosterModel, row: number, col: number): ScheduleEntry[] {
  const date = model.days[col];
  if (!date) return [];
  if (row === OPEN_ROW) return model.open.get(date) ?? [];
  const r = model.rows[row];
  return r?.kind === 'person' ? (r.byDate.get(date) ?? []) : [];
}

export function positionOf(model: RosterModel, entry: ScheduleEntry): CellPos | null {
  const col = model.days.indexOf(entry.date);
  if (col < 0) return null;
  if (!entry.staffId || entry.isUnfilled) return { row: OPEN_ROW, col };
  const row = model.rows.findIndex((r) => r.kind === 'person' && r.staff.id === entry.staffId);
  return row < 0 ? null : { row, col };
}

function activeStatus(
  model: RosterModel,
  active: CellPos,
  t: (key: string, options?: Record<string, unknown>) => string,
  formatDate: (d: string, p: string) => string,
): string {
  const date = model.days[active.col];
  if (!date) return '';
  const r = active.row === OPEN_ROW ? null : model.rows[active.row];
  const who = r?.kind === 'person' ? r.staff.name : t('roster.openRow');
  const shifts = entriesAt(model, active.row, active.col)
    .map((e) => {
      const time = shiftTime(e);
      const rules = violationsOf(model.violationsByEntry, e).map((v) => v.message);
      return [`${e.shiftType.name}${time ? ` ${time}` : ''}`, ...rules].join(': ');
    })
    .join(' · ');
  const absent = r?.kind === 'person' && r.absentOn.has(date) ? ` · ${t('roster.cell.absent')}` : '';
  return `${who}, ${formatDate(date, 'EEEE d MMMM')}: ${shifts || t('roster.cell.empty')}${absent}`;
}
