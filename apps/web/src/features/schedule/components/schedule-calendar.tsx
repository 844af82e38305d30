import type { Absence, ScheduleEntry, Trade, ViolationDto } from '@openrota/contracts';
import {
  rangeCovers,
  addDays,
  addMonths,
  addWeeks,
  formatWeekParam,
  monthEnd,
  monthGridRange,
  monthOf,
  monthStart,
  scheduleSummary,
  URGENT_WINDOW_CALENDAR,
} from '@openrota/domain';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CalendarCheck, ShieldAlert } from 'lucide-react';
import { usePageEvent } from '@/lib/page-events';
import { AddShiftDialog } from '@/components/schedule/add-shift-dialog';
import { draftsByDate } from '@/components/autofill/drafts';
import { useAutoFill } from '@/components/autofill/use-auto-fill';
import { useFormatDate } from '@/lib/dates';
import { PdfExportDialog } from './pdf-export-dialog';
import { ShiftDetailDialog } from './shift-detail-dialog';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useAbsenceRange } from '@/lib/schedule-api/absences';
import { useStaff } from '@/lib/master-data/staff';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { printSchedulePdf } from '../api/pdf';
import { useSchedule } from '@/lib/schedule-api/schedule';
import { useTrades } from '@/lib/schedule-api/trades';
import { availabilityByDate, useAvailabilityLayer } from '@/lib/schedule-api/availability';
import { useCanWrite } from '@/lib/session/can-write';
import { activeFilterCount } from '../lib/filters';
import { monthForWeek, monthPath, weekForMonth, weekPath } from '../lib/navigation';
import { loadUserPresets, saveUserPresets, type FilterPreset } from '../lib/presets';
import { useUnpublishedByDate } from '../lib/unpublished';
import { useScheduleFilters } from '../lib/use-schedule-filters';
import { useViewOptions } from '../lib/view-options';
import { CalendarHeader } from './calendar-header';
import { PublishBar } from './publish-bar';
import { FiltersPanel } from './filters-panel';
import { datesBetween, MonthGrid } from './month-grid';
import { ScheduleLegend } from './schedule-legend';
import { ScheduleSummaryBar } from './schedule-summary';
import { WeekList } from './week-list';

const NONE: ViolationDto[] = [];

export type CalendarView = { kind: 'month'; month: string } | { kind: 'week'; weekStart: string };

/** The schedule calendar (docs/product/schedule.md#calendar): month grid or week list with header, filters and dialogs. */
export function ScheduleCalendar({ view }: { view: CalendarView }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const formatDate = useFormatDate();
  const filtersPanelId = useId();
  const [filters, setFilters] = useScheduleFilters();
  const [options, setOptions] = useViewOptions();
  const [userPresets, setUserPresets] = useState(loadUserPresets);
  const [isFiltersOpen, setIsFiltersOpen] = useState(() => activeFilterCount(filters) > 0);
  const [openEntry, setOpenEntry] = useState<ScheduleEntry | null>(null);
  const [addDate, setAddDate] = useState<string | null>(null);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isExportOpen, setIsExportOpen] = useState(false);
  // docs/roles.md: the STAFF role reads the schedule only.
  const canEdit = useCanWrite();
  // The availability layer (managers only, docs/roles.md): who is unavailable, rather not, prefers each day.
  const [showAvailability, setShowAvailability] = useState(false);
  // Auto-fill (issue 16): the dialog, the panel and the proposal's drafts beside the shifts.
  const autoFill = useAutoFill(canEdit);
  const drafts = useMemo(() => draftsByDate(autoFill.run), [autoFill.run]);

  const range =
    view.kind === 'month'
      ? monthGridRange(view.month)
      : { startDate: view.weekStart, endDate: addDays(view.weekStart, 6) };
  const schedule = useSchedule({
    ...range,
    ...(filters.staffId ? { staffId: filters.staffId } : {}),
    ...(filters.shiftTypeId ? { shiftTypeId: filters.shiftTypeId } : {}),
  });
  const absences = useAbsenceRange(range.startDate, range.endDate, { enabled: filters.showAbsences });
  const staff = useStaff();
  const shiftTypes = useShiftTypes();
  const clientToday = useWorkspaceToday();
  const today = schedule.data?.today ?? clientToday;

  // Unpublished changes (docs/product/publish.md): planners only; empty with IMMEDIATE.
  const unpublishedByDate = useUnpublishedByDate(range, {
    enabled: canEdit,
    staffId: filters.staffId,
    shiftTypeId: filters.shiftTypeId,
  });
  const days = useMemo(() => datesBetween(range.startDate, range.endDate), [range.startDate, range.endDate]);
  const entries = useMemo(() => schedule.data?.entries ?? [], [schedule.data]);
  // Pending shift trades of the range: a marker on their shifts, their state in the detail dialog.
  const trades = useTrades({ status: 'PENDING', ...range });
  const tradesByShift = useMemo(() => {
    const map = new Map<string, Trade>();
    for (const trade of trades.data?.trades ?? []) map.set(trade.shift.shiftId, trade);
    return map;
  }, [trades.data]);
  const tradeOf = (entry: ScheduleEntry): Trade | undefined => tradesByShift.get(entry.id);
  const availabilityLayer = useAvailabilityLayer(range.startDate, range.endDate, {
    enabled: canEdit && showAvailability,
  });
  const availabilityDays = useMemo(() => {
    const layer = availabilityLayer.data;
    // The staff filter narrows the layer to that member too.
    return availabilityByDate(
      layer && filters.staffId
        ? { ...layer, staff: layer.staff.filter((s) => s.staffId === filters.staffId) }
        : layer,
    );
  }, [availabilityLayer.data, filters.staffId]);

  // The violations name the shifts they involve by entry id (docs/product/working-time.md#where-the-checker-acts).
  const violationsByEntry = useMemo(() => {
    const map = new Map<string, ViolationDto[]>();
    for (const v of schedule.data?.violations ?? [])
      for (const id of v.shiftIds) {
        const list = map.get(id);
        if (list) list.push(v);
        else map.set(id, [v]);
      }
    return map;
  }, [schedule.data]);
  const violationsOf = (entry: ScheduleEntry): ViolationDto[] =>
    violationsByEntry.get(entry.id) ??
    (entry.scheduleEntryId ? violationsByEntry.get(entry.scheduleEntryId) : undefined) ??
    NONE;
  // `?shift=<id>` opens that shift's detail once the schedule holds it (the links of /schedule/rules).
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedShift = searchParams.get('shift');
  const linkedEntry = linkedShift
    ? entries.find((e) => e.id === linkedShift || e.scheduleEntryId === linkedShift)
    : undefined;
  useEffect(() => {
    if (!linkedEntry) return;
    setOpenEntry(linkedEntry);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('shift');
        return next;
      },
      { replace: true },
    );
  }, [linkedEntry, setSearchParams]);
  const entriesByDate = useMemo(() => {
    const map = new Map<string, ScheduleEntry[]>();
    for (const e of entries) {
      const list = map.get(e.date);
      if (list) list.push(e);
      else map.set(e.date, [e]);
    }
    return map;
  }, [entries]);
  // The summary counts the month itself (not the padding days of the grid) or the week.
  const summaryRange =
    view.kind === 'month'
      ? { start: monthStart(view.month), end: monthEnd(view.month) }
      : { start: range.startDate, end: range.endDate };
  const summary = scheduleSummary(
    entries.filter((e) => e.date >= summaryRange.start && e.date <= summaryRange.end),
    today,
    URGENT_WINDOW_CALENDAR,
  );
  const absencesOn = filters.showAbsences
    ? (date: string): Absence[] =>
        (absences.data ?? []).filter(
          (a) => rangeCovers(a, date) && (!filters.staffId || a.staffId === filters.staffId),
        )
    : null;

  const shownMonth = view.kind === 'month' ? view.month : monthForWeek(view.weekStart, today);
  const go = (path: string) => void navigate(path);
  const title =
    view.kind === 'month'
      ? formatDate(monthStart(view.month), 'LLLL yyyy')
      : `${formatDate(view.weekStart, 'd MMM yyyy')} – ${formatDate(addDays(view.weekStart, 6), 'd MMM yyyy')}`;

  const openAdd = (date: string | null) => {
    if (!canEdit) return;
    setAddDate(date);
    setIsAddOpen(true);
  };
  const applyPreset = (p: FilterPreset) => {
    setFilters({
      staffId: p.staffId,
      shiftTypeId: p.shiftTypeId,
      showAbsences: p.showAbsences,
      showConflicts: p.showConflicts,
      onlyViolations: p.onlyViolations,
    });
    setOptions({ showFilledShifts: p.showFilledShifts });
  };
  const updatePresets = (next: FilterPreset[]) => {
    setUserPresets(next);
    saveUserPresets(next);
  };
  const pdfFilters = {
    ...(filters.staffId ? { staffId: filters.staffId } : {}),
    ...(filters.shiftTypeId ? { shiftTypeId: filters.shiftTypeId } : {}),
  };

  usePageEvent('schedule:export-pdf', () => setIsExportOpen(true));
  usePageEvent('schedule:create-one-off', () => openAdd(null));
  usePageEvent('schedule:print', () => {
    printSchedulePdf(shownMonth, {
      ...pdfFilters,
      showAbsences: filters.showAbsences,
      showConflicts: filters.showConflicts,
      showFullStaffNames: options.showFullNames,
      showFullShiftNames: options.showFullNames,
      language: i18n.language.startsWith('nl') ? 'nl' : 'en',
    }).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : t('schedule.errors.unexpected')),
    );
  });

  const dayProps = {
    days,
    entriesByDate,
    absencesOn,
    today,
    options,
    showConflicts: filters.showConflicts,
    violationsOf,
    onlyViolations: filters.onlyViolations,
    onOpenEntry: setOpenEntry,
    hasPendingTrade: (entry: ScheduleEntry) => tradesByShift.has(entry.id),
    availabilityOn: canEdit && showAvailability ? (date: string) => availabilityDays.get(date) : null,
    onAddShift: canEdit ? (date: string) => openAdd(date) : null,
    draftsByDate: drafts,
    unpublishedByDate,
  };

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="grid min-w-0 gap-4">
        <CalendarHeader
          view={view.kind}
          title={title}
          monthHref={monthPath(
            view.kind === 'month' ? view.month : monthForWeek(view.weekStart, today),
            search,
          )}
          weekHref={weekPath(
            view.kind === 'week' ? formatWeekParam(view.weekStart) : weekForMonth(view.month, today),
            search,
          )}
          onPrevious={() =>
            go(
              view.kind === 'month'
                ? monthPath(addMonths(view.month, -1), search)
                : weekPath(formatWeekParam(addWeeks(view.weekStart, -1)), search),
            )
          }
          onNext={() =>
            go(
              view.kind === 'month'
                ? monthPath(addMonths(view.month, 1), search)
                : weekPath(formatWeekParam(addWeeks(view.weekStart, 1)), search),
            )
          }
          onToday={() =>
            go(
              view.kind === 'month'
                ? monthPath(monthOf(today), search)
                : weekPath(formatWeekParam(today), search),
            )
          }
          filterCount={activeFilterCount(filters)}
          isFiltersOpen={isFiltersOpen}
          onToggleFilters={() => setIsFiltersOpen((v) => !v)}
          filtersPanelId={filtersPanelId}
          options={options}
          onOptionsChange={setOptions}
          onExport={() => setIsExportOpen(true)}
          onAddShift={canEdit ? () => openAdd(null) : null}
          onFillOpenShifts={canEdit ? autoFill.open : null}
          isFillRunning={autoFill.isRunning}
        />
        {canEdit && <PublishBar range={range} formatDay={(d) => formatDate(d, 'EEE d MMM')} />}
        {canEdit && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to="/schedule/rules"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <ShieldAlert aria-hidden className="size-4" />
              {t('schedule.rules.link')}
            </Link>
            <button
              type="button"
              aria-pressed={showAvailability}
              onClick={() => setShowAvailability((v) => !v)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                showAvailability && 'border-primary bg-primary/10 text-primary',
              )}
            >
              <CalendarCheck aria-hidden className="size-4" />
              {t('schedule.availability.toggle')}
            </button>
            {showAvailability && availabilityLayer.isError && (
              <p role="alert" className="text-sm text-destructive">
                {t('schedule.availability.loadFailed')}
              </p>
            )}
          </div>
        )}
        {isFiltersOpen && (
          <div id={filtersPanelId}>
            <FiltersPanel
              filters={filters}
              showFilledShifts={options.showFilledShifts}
              staff={staff.data ?? []}
              shiftTypes={shiftTypes.data ?? []}
              userPresets={userPresets}
              onChange={setFilters}
              onApplyPreset={applyPreset}
              onSavePreset={(p) => updatePresets([...userPresets, p])}
              onDeletePreset={(id) => updatePresets(userPresets.filter((p) => p.id !== id))}
            />
          </div>
        )}
        {schedule.isError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
          >
            {t('schedule.errors.loadSchedule')}
          </p>
        ) : schedule.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <>
            <ScheduleSummaryBar summary={summary} />
            {view.kind === 'month' ? (
              <MonthGrid month={view.month} {...dayProps} />
            ) : (
              <WeekList {...dayProps} />
            )}
          </>
        )}
        <ScheduleLegend showDraft={drafts.size > 0} showUnpublished={unpublishedByDate.size > 0} />
      </div>
      <ShiftDetailDialog
        key={openEntry?.id ?? 'none'}
        entry={openEntry}
        violations={openEntry ? violationsOf(openEntry) : NONE}
        trade={openEntry ? tradeOf(openEntry) : undefined}
        today={today}
        canEdit={canEdit}
        onClose={() => setOpenEntry(null)}
      />
      <AddShiftDialog
        open={isAddOpen}
        onOpenChange={setIsAddOpen}
        {...(addDate ? { initialDate: addDate } : {})}
      />
      <PdfExportDialog
        open={isExportOpen}
        onOpenChange={setIsExportOpen}
        initialMonth={shownMonth}
        filters={pdfFilters}
      />
      {autoFill.element}
    </Tooltip.Provider>
  );
}
