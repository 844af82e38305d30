import type { ScheduleEntry, Staff } from '@openrota/contracts';
import { formatWeekParam } from '@openrota/domain';
import { ChevronLeft, ChevronRight, Copy, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { draftsByStaff } from '@/components/autofill/drafts';
import { FillOpenShiftsButton, useAutoFill } from '@/components/autofill/use-auto-fill';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useFormatDate } from '@/lib/dates';
import { useShiftTypes } from '@/lib/master-data/shift-types';
import { useStaff } from '@/lib/master-data/staff';
import { usePageEvent } from '@/lib/page-events';
import { useAbsenceRange } from '@/lib/schedule-api/absences';
import { scheduleKeys } from '@/lib/schedule-api/keys';
import { useLedger } from '@/lib/schedule-api/ledger';
import { useSchedule } from '@/lib/schedule-api/schedule';
import { useCanWrite } from '@/lib/session/can-write';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { entriesAt, OPEN_ROW, RosterGrid, type CellPos } from './components/roster/roster-grid';
import {
  buildRosterModel,
  DEFAULT_VIEW,
  parseWeekParam,
  parseWeeks,
  RANGE_WEEKS,
  rosterPath,
  rosterRange,
  shiftWeek,
  type PersonRow,
  type RosterView,
  violationsOf,
} from './lib/roster/model';
import { assignPlan, dropPlan, releasePlan } from './lib/roster/plans';
import { canAssign } from './lib/roster/steps';
import { useRosterRunner } from './lib/roster/use-roster-runner';
import { PublishBar, useUnpublishedCells } from './components/publish-bar';

const NO_ENTRIES: ScheduleEntry[] = [];

// The dialogs load when first opened, so the grid's first paint does not wait for them (bench/web-size.mjs).
const ShiftDetailDialog = lazy(() =>
  import('./components/shift-detail-dialog').then((m) => ({ default: m.ShiftDetailDialog })),
);
const OverrideDialog = lazy(() =>
  import('@/components/schedule/override-dialog').then((m) => ({ default: m.OverrideDialog })),
);
const ReasonDialog = lazy(() =>
  import('./components/reason-dialog').then((m) => ({ default: m.ReasonDialog })),
);
const CopyDialog = lazy(() =>
  import('./components/roster/copy-dialog').then((m) => ({ default: m.CopyDialog })),
);

/** /schedule/roster/{yyyy-ww}[?weeks=2|4]: the roster grid (plan by person); a missing or invalid week shows the current one. */
export function ScheduleRosterPage() {
  const { week } = useParams();
  const [searchParams] = useSearchParams();
  const today = useWorkspaceToday();
  const weeks = parseWeeks(searchParams.get('weeks'));
  const weekStart = week ? parseWeekParam(week) : null;
  if (!week || !weekStart)
    return <Navigate replace to={rosterPath(parseWeekParam(formatWeekParam(today))!, weeks)} />;
  if (formatWeekParam(weekStart) !== week) return <Navigate replace to={rosterPath(weekStart, weeks)} />;
  return <Roster key={`${weekStart}-${weeks}`} weekStart={weekStart} weeks={weeks} />;
}

function Roster({ weekStart, weeks }: { weekStart: string; weeks: ReturnType<typeof parseWeeks> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const canEdit = useCanWrite();
  const range = rosterRange(weekStart, weeks);
  const query = { startDate: range.startDate, endDate: range.endDate };
  const scheduleKey = scheduleKeys.range(query);
  const schedule = useSchedule(query);
  const staff = useStaff();
  const shiftTypes = useShiftTypes();
  const absences = useAbsenceRange(range.startDate, range.endDate);
  // The ledger is for planners (docs/roles.md): the STAFF role sees the grid without the hours.
  const ledger = useLedger(query, { enabled: canEdit });
  const clientToday = useWorkspaceToday();
  const today = schedule.data?.today ?? clientToday;
  const runner = useRosterRunner(scheduleKey);
  const unpublished = useUnpublishedCells(query, { enabled: canEdit });
  // Auto-fill (issue 16): the toolbar's button, the panel, and the proposal's drafts in the people's cells.
  const autoFill = useAutoFill(canEdit);
  const drafts = useMemo(() => draftsByStaff(autoFill.run), [autoFill.run]);

  const [view, setView] = useState<RosterView>(DEFAULT_VIEW);
  const [active, setActive] = useState<CellPos>({ row: OPEN_ROW, col: 0 });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openEntry, setOpenEntry] = useState<ScheduleEntry | null>(null);
  const [assignEntry, setAssignEntry] = useState<ScheduleEntry | null>(null);
  const [release, setRelease] = useState<'unassign' | 'cancel' | null>(null);
  const [carried, setCarried] = useState<ScheduleEntry | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [bulkStaffId, setBulkStaffId] = useState('');

  const model = useMemo(
    () =>
      buildRosterModel({
        range,
        entries: schedule.data?.entries ?? NO_ENTRIES,
        violations: schedule.data?.violations ?? [],
        staff: staff.data ?? [],
        shiftTypes: shiftTypes.data ?? [],
        absences: absences.data ?? [],
        ledger: ledger.data?.rows ?? [],
        today,
        view,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is derived from weekStart and weeks
    [schedule.data, staff.data, shiftTypes.data, absences.data, ledger.data, today, view, weekStart, weeks],
  );

  const selectedEntries = useMemo(
    () => [...selected].flatMap((id) => model.entriesById.get(id) ?? []),
    [selected, model],
  );
  const activeEntries = entriesAt(model, active.row, active.col);
  const targets = selectedEntries.length > 0 ? selectedEntries : activeEntries;
  const formatDay = (d: string) => formatDate(d, 'EEE d MMM');
  const openOn = (date: string) => model.open.get(date) ?? NO_ENTRIES;

  const onSelect = (ids: string[], mode: 'replace' | 'toggle' | 'add') =>
    setSelected((current) => {
      if (mode === 'replace') return new Set(ids);
      const next = new Set(current);
      for (const id of ids) {
        if (mode === 'toggle' && next.has(id)) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const drop = (entry: ScheduleEntry, row: PersonRow, date: string) => {
    if (!canEdit) return;
    const plan = dropPlan(entry, { staff: row.staff, date }, openOn, t, formatDay);
    if (plan) {
      setSelected(new Set());
      void runner.execute(plan);
    }
  };

  const undo = () => void runner.undo();
  usePageEvent('roster:copy-week', () => canEdit && setCopyOpen(true));
  usePageEvent('roster:undo', undo);
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const target = e.target;
      if (target instanceof Element && target.closest('input, textarea, select, [role="dialog"]')) return;
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        if (canEdit) void runner.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canEdit, runner]);

  const onKeyCommand = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    const first = activeEntries[0];
    const row = active.row >= 0 ? model.rows[active.row] : undefined;
    switch (event.key) {
      case 'Enter':
        event.preventDefault();
        if (carried) {
          if (row?.kind === 'person') drop(carried, row, model.days[active.col]!);
          setCarried(null);
        } else if (first) setOpenEntry(first);
        return true;
      case 'Escape':
        if (carried) setCarried(null);
        else setSelected(new Set());
        return true;
      case ' ':
        event.preventDefault();
        onSelect(
          activeEntries.map((e) => e.id),
          'toggle',
        );
        return true;
      case 'm':
        if (canEdit && first && !first.isCancelled) setCarried(first);
        return true;
      case 'a':
        if (canEdit && first && canAssign(first)) setAssignEntry(first);
        return true;
      case 'u':
      case 'Delete':
        if (canEdit && targets.length > 0) setRelease('unassign');
        return true;
      case 'c':
        if (canEdit && targets.length > 0) setRelease('cancel');
        return true;
      default:
        return false;
    }
  };

  const title = `${formatDate(range.startDate, 'd MMM yyyy')} – ${formatDate(range.endDate, 'd MMM yyyy')}`;
  const go = (start: string, w = weeks) => void navigate(rosterPath(start, w));
  const activeStaff: Staff[] = (staff.data ?? [])
    .filter((s) => s.active)
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('roster.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <>
              <Button
                variant="outline"
                onClick={undo}
                disabled={!runner.canUndo || runner.busy}
                title={t('roster.undo.hint')}
              >
                <Undo2 aria-hidden />
                {t('roster.undo.button')}
              </Button>
              <Button variant="outline" onClick={() => setCopyOpen(true)}>
                <Copy aria-hidden />
                {t('roster.copy.button')}
              </Button>
              <FillOpenShiftsButton onClick={autoFill.open} disabled={autoFill.isRunning} />
            </>
          )}
          <Button variant="ghost" asChild>
            <Link to={`/schedule/week/${formatWeekParam(weekStart)}`}>{t('roster.calendarLink')}</Link>
          </Button>
        </div>
      </div>
      {canEdit && <PublishBar range={query} formatDay={formatDay} />}
      <div className="flex flex-wrap items-center gap-2">
        <div className="inline-flex gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('roster.previous')}
            onClick={() => go(shiftWeek(weekStart, -weeks))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => go(parseWeekParam(formatWeekParam(today))!)}>
            {t('roster.today')}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('roster.next')}
            onClick={() => go(shiftWeek(weekStart, weeks))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <span className="text-sm font-medium" data-testid="roster-range">
          {title}
        </span>
        <div
          role="group"
          aria-label={t('roster.rangeLabel')}
          className="inline-flex rounded-md border bg-muted p-0.5"
        >
          {RANGE_WEEKS.map((w) => (
            <Button
              key={w}
              size="sm"
              variant={w === weeks ? 'default' : 'ghost'}
              aria-pressed={w === weeks}
              onClick={() => go(weekStart, w)}
            >
              {t('roster.weeks', { count: w })}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs font-medium">
          {t('roster.view.search')}
          <Input
            className="h-9 w-44"
            value={view.search}
            onChange={(e) => setView({ ...view, search: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {t('roster.view.skill')}
          <NativeSelect
            className="w-44"
            value={view.shiftTypeId ?? ''}
            onChange={(e) => setView({ ...view, shiftTypeId: e.target.value || null })}
          >
            <option value="">{t('roster.view.allSkills')}</option>
            {(shiftTypes.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {t('roster.view.group')}
          <NativeSelect
            className="w-40"
            value={view.groupBy}
            onChange={(e) => setView({ ...view, groupBy: e.target.value === 'skill' ? 'skill' : 'none' })}
          >
            <option value="none">{t('roster.view.groupNone')}</option>
            <option value="skill">{t('roster.view.groupSkill')}</option>
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {t('roster.view.sort')}
          <NativeSelect
            className="w-44"
            value={view.sortBy}
            onChange={(e) => setView({ ...view, sortBy: e.target.value as RosterView['sortBy'] })}
          >
            <option value="name">{t('roster.view.sortName')}</option>
            <option value="hours">{t('roster.view.sortHours')}</option>
            <option value="balance">{t('roster.view.sortBalance')}</option>
          </NativeSelect>
        </label>
      </div>
      {canEdit && selectedEntries.length > 0 && (
        <div
          role="toolbar"
          aria-label={t('roster.bulk.label')}
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
        >
          <span className="font-medium">{t('roster.bulk.selected', { count: selectedEntries.length })}</span>
          <Button size="sm" variant="outline" onClick={() => setRelease('unassign')}>
            {t('roster.bulk.unassign')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRelease('cancel')}>
            {t('roster.bulk.cancel')}
          </Button>
          <NativeSelect
            aria-label={t('roster.bulk.assignTo')}
            className="w-48"
            value={bulkStaffId}
            onChange={(e) => setBulkStaffId(e.target.value)}
          >
            <option value="">{t('roster.bulk.assignTo')}</option>
            {activeStaff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
          <Button
            size="sm"
            disabled={!bulkStaffId}
            onClick={() => {
              const person = activeStaff.find((s) => s.id === bulkStaffId);
              if (!person) return;
              setSelected(new Set());
              setBulkStaffId('');
              void runner.execute(assignPlan(selectedEntries, person, t, formatDay));
            }}
          >
            {t('roster.bulk.assign')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            {t('roster.bulk.clear')}
          </Button>
        </div>
      )}
      {carried && (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
          {t('roster.carrying', { shift: `${carried.shiftType.name} ${formatDay(carried.date)}` })}
        </p>
      )}
      {schedule.isError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          {t('schedule.errors.loadSchedule')}
        </p>
      ) : schedule.isPending || staff.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <RosterGrid
          model={model}
          today={today}
          canEdit={canEdit}
          selected={selected}
          active={active}
          onActiveChange={setActive}
          onSelect={onSelect}
          onOpen={setOpenEntry}
          onDrop={drop}
          onKeyCommand={onKeyCommand}
          carried={carried}
          unpublished={unpublished}
          drafts={drafts}
        />
      )}
      <p className="text-xs text-muted-foreground">{t('roster.keys')}</p>
      {runner.dialog}
      {autoFill.element}
      <Suspense fallback={null}>
        {openEntry && (
          <ShiftDetailDialog
            key={openEntry.id}
            entry={openEntry}
            violations={violationsOf(model.violationsByEntry, openEntry)}
            today={today}
            canEdit={canEdit}
            onClose={() => setOpenEntry(null)}
          />
        )}
        {assignEntry && (
          <OverrideDialog
            open
            onOpenChange={(open) => !open && setAssignEntry(null)}
            target={{
              date: assignEntry.date,
              shiftTypeId: assignEntry.shiftTypeId,
              rotationSlotId: assignEntry.rotationSlotId,
              scheduleEntryId: assignEntry.scheduleEntryId,
              staffId: assignEntry.staffId,
              originalStaffId: assignEntry.originalStaffId,
            }}
          />
        )}
        {release !== null && (
          <ReasonDialog
            open
            onOpenChange={(open) => !open && setRelease(null)}
            title={t(release === 'cancel' ? 'roster.bulk.cancelTitle' : 'roster.bulk.unassignTitle', {
              count: targets.length,
            })}
            description={t('roster.bulk.reasonDescription', { count: targets.length })}
            isPending={runner.busy}
            onConfirm={(reason) => {
              const kind = release ?? 'unassign';
              setRelease(null);
              setSelected(new Set());
              void runner.execute(releasePlan(targets, kind, reason, t, formatDay));
            }}
          />
        )}
        {canEdit && copyOpen && (
          <CopyDialog
            open
            onOpenChange={setCopyOpen}
            weekStart={weekStart}
            staff={activeStaff}
            execute={runner.execute}
            formatDay={formatDay}
          />
        )}
      </Suspense>
    </div>
  );
}
