import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AUDIT_RESOURCES, type AuditLog } from '@openrota/contracts';
import { ChevronLeft, ChevronRight, Download, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ApiError } from '@/lib/api-error';
import { useDateFormat } from '@/lib/dates';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { AUDIT_ERRORS, exportAuditLogs, useAuditLogs, type AuditLogFilters } from './api/audit-logs';
import { describeAuditLog } from './lib/describe-audit-log';

/** The search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A date and time in the interface language, as it was in the workspace's zone. */
function useFormatTime(): (iso: string) => string {
  const { dateTime } = useDateFormat();
  const timeZone = useWorkspaceStore((s) => s.currentWorkspace?.timeZone);
  return (iso) => dateTime(iso, timeZone);
}

/** /settings/audit-log (docs/product/back-office.md#audit-log): filters, 50 rows a page, CSV export. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const today = useWorkspaceToday();
  const formatTime = useFormatTime();
  const [searchInput, setSearchInput] = useState('');
  const [filters, setFilters] = useState<Omit<AuditLogFilters, 'searchTerm'>>({});
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const searchTerm = useDebounced(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const active: AuditLogFilters = { ...filters, ...(searchTerm ? { searchTerm } : {}) };

  // A new filter starts again at the first page.
  useEffect(() => setOffset(0), [searchTerm, filters]);

  const query = useAuditLogs(active, offset);
  const total = query.data?.total ?? 0;
  const logs = query.data?.logs ?? [];
  const hasFilters = Boolean(
    searchInput || filters.action || filters.resource || filters.startDate || filters.endDate,
  );

  const messageOf = (error: unknown, fallbackKey: string) =>
    error instanceof ApiError && error.fromServer ? error.message : t(`auditLog.errors.${fallbackKey}`);

  const set = (key: keyof typeof filters, value: string) =>
    setFilters((f) => ({ ...f, [key]: value || undefined }));

  const onExport = async () => {
    setExporting(true);
    try {
      await exportAuditLogs(active, today);
      toast.success(t('auditLog.exported'));
    } catch (error) {
      toast.error(messageOf(error, AUDIT_ERRORS.export));
    } finally {
      setExporting(false);
    }
  };

  const actionLabel = (a: string) => t(`auditLog.actions.${a}`, { defaultValue: a });
  const resourceLabel = (r: string) => t(`auditLog.resources.${r}`, { defaultValue: r });

  return (
    <div className="grid min-w-0 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('auditLog.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('auditLog.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {t('auditLog.export')}
        </Button>
      </div>

      <fieldset className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4 2xl:grid-cols-[minmax(12rem,2fr)_repeat(4,minmax(9rem,1fr))_auto]">
        <legend className="sr-only">{t('auditLog.filters.label')}</legend>
        <div className="grid gap-2 sm:col-span-2 2xl:col-span-1">
          <Label htmlFor="audit-search">{t('auditLog.filters.search')}</Label>
          <Input
            id="audit-search"
            type="search"
            value={searchInput}
            placeholder={t('auditLog.filters.searchPlaceholder')}
            onChange={(e) => setSearchInput(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-action">{t('auditLog.filters.action')}</Label>
          <NativeSelect
            id="audit-action"
            value={filters.action ?? ''}
            onChange={(e) => set('action', e.target.value)}
          >
            <option value="">{t('auditLog.filters.allActions')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-resource">{t('auditLog.filters.resource')}</Label>
          <NativeSelect
            id="audit-resource"
            value={filters.resource ?? ''}
            onChange={(e) => set('resource', e.target.value)}
          >
            <option value="">{t('auditLog.filters.allResources')}</option>
            {AUDIT_RESOURCES.map((r) => (
              <option key={r} value={r}>
                {resourceLabel(r)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-start">{t('auditLog.filters.startDate')}</Label>
          <Input
            id="audit-start"
            type="date"
            value={filters.startDate ?? ''}
            max={filters.endDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="audit-end">{t('auditLog.filters.endDate')}</Label>
          <Input
            id="audit-end"
            type="date"
            value={filters.endDate ?? ''}
            min={filters.startDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
        </div>
        <Button
          variant="ghost"
          className="sm:col-span-2 sm:justify-self-end lg:col-span-2 2xl:col-span-1"
          disabled={!hasFilters}
          onClick={() => {
            setSearchInput('');
            setFilters({});
          }}
        >
          <X aria-hidden />
          {t('auditLog.filters.clear')}
        </Button>
      </fieldset>

      {query.isError ? (
        <Alert variant="destructive">{messageOf(query.error, AUDIT_ERRORS.fetch)}</Alert>
      ) : query.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('auditLog.loading')} />
        </div>
      ) : logs.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-sm text-muted-foreground">
          {hasFilters ? t('auditLog.emptyFiltered') : t('auditLog.empty')}
        </p>
      ) : (
        <Table aria-label={t('auditLog.title')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('auditLog.columns.time')}</TableHead>
              <TableHead>{t('auditLog.columns.user')}</TableHead>
              <TableHead>{t('auditLog.columns.staff')}</TableHead>
              <TableHead>{t('auditLog.columns.action')}</TableHead>
              <TableHead>{t('auditLog.columns.resource')}</TableHead>
              <TableHead>{t('auditLog.columns.resourceName')}</TableHead>
              <TableHead>{t('auditLog.columns.description')}</TableHead>
              <TableHead>{t('auditLog.columns.ipAddress')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {logs.map((log) => (
              <AuditRow
                key={log.id}
                log={log}
                time={formatTime(log.createdAt)}
                action={actionLabel(log.action)}
                resource={resourceLabel(log.resource)}
              />
            ))}
          </TableBody>
        </Table>
      )}

      {total > 0 && !query.isError && (
        <nav
          className="flex flex-wrap items-center justify-between gap-3"
          aria-label={t('auditLog.pagination.label')}
        >
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('auditLog.pagination.range', {
              from: Math.min(offset + 1, total),
              to: Math.min(offset + AUDIT_PAGE_SIZE, total),
              total,
            })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setOffset((o) => Math.max(0, o - AUDIT_PAGE_SIZE))}
            >
              <ChevronLeft aria-hidden />
              {t('auditLog.pagination.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + AUDIT_PAGE_SIZE >= total}
              onClick={() => setOffset((o) => o + AUDIT_PAGE_SIZE)}
            >
              {t('auditLog.pagination.next')}
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}

function AuditRow({
  log,
  time,
  action,
  resource,
}: {
  log: AuditLog;
  time: string;
  action: string;
  resource: string;
}) {
  const { t, i18n } = useTranslation();
  const description = describeAuditLog(log, t, i18n.resolvedLanguage ?? i18n.language);
  const none = <span className="text-muted-foreground">—</span>;
  return (
    <TableRow>
      <TableCell label={t('auditLog.columns.time')} className="whitespace-nowrap">
        <time dateTime={log.createdAt}>{time}</time>
      </TableCell>
      <TableCell label={t('auditLog.columns.user')}>
        {log.user ? (
          <span className="grid min-w-0 text-right sm:text-left">
            <span className="truncate">{log.user.name}</span>
            <span className="truncate text-xs text-muted-foreground" title={log.user.email}>
              {log.user.email}
            </span>
          </span>
        ) : (
          none
        )}
      </TableCell>
      <TableCell label={t('auditLog.columns.staff')}>{log.staff?.name ?? none}</TableCell>
      <TableCell label={t('auditLog.columns.action')}>{action}</TableCell>
      <TableCell label={t('auditLog.columns.resource')}>{resource}</TableCell>
      <TableCell label={t('auditLog.columns.resourceName')} className="break-words">
        {log.resourceName ?? none}
      </TableCell>
      <TableCell
        label={t('auditLog.columns.description')}
        className="max-w-md break-words"
        title={description.original ?? undefined}
      >
        {description.text || none}
      </TableCell>
      <TableCell label={t('auditLog.columns.ipAddress')}>
        {log.userAgent ? (
          <details className="min-w-0 text-right sm:text-left">
            <summary className="cursor-pointer whitespace-nowrap" title={log.userAgent}>
              {log.ipAddress ?? t('auditLog.unknownIp')}
            </summary>
            <span className="block max-w-xs text-xs break-all text-muted-foreground">
              {t('auditLog.userAgent')}: {log.userAgent}
            </span>
          </details>
        ) : (
          (log.ipAddress ?? none)
        )}
      </TableCell>
    </TableRow>
  );
}
