import { SUMMARY_DAYS_AHEAD_CHOICES, type EmailSettings } from '@openrota/contracts';
import { isTimeOfDay } from '@openrota/domain';
import { Mail, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { useEmailSettings, type EmailSettingsData } from './api/get-email-settings';
import { useSendTestEmail, type TestEmailKind } from './api/send-test-email';
import { useUpdateEmailSettings } from './api/update-email-settings';
import { SwitchField } from '@/components/switch-field';

/** Weekday names in the active language, index 0 = Sunday (the settings' convention). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2023, 0, 1 + i))));
}

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.fromServer ? error.message : undefined;

/** /settings/email: the reminder mails of the workspace (docs/product/email.md#email-settings). */
export function EmailSettingsPage() {
  const { t } = useTranslation();
  const workspaceId = useWorkspaceStore((s) => s.currentWorkspace?.id);
  const { data, isPending, isError, error } = useEmailSettings();

  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('emailSettings.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('emailSettings.description')}</p>
      </div>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : isError ? (
        <Alert variant="destructive">{serverMessage(error) ?? t('emailSettings.loadFailed')}</Alert>
      ) : (
        <EmailSettingsForm key={workspaceId} initial={data} />
      )}
    </div>
  );
}

function EmailSettingsForm({ initial }: { initial: EmailSettingsData }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<EmailSettings>(initial.emailSettings);
  const [timeError, setTimeError] = useState<string | null>(null);
  const save = useUpdateEmailSettings();
  const test = useSendTestEmail();
  const [testing, setTesting] = useState<TestEmailKind | null>(null);
  const weekdays = useMemo(() => weekdayNames(i18n.language), [i18n.language]);
  const set = <K extends keyof EmailSettings>(key: K, value: EmailSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTimeOfDay(draft.summaryEmailTime)) {
      setTimeError(t('emailSettings.fields.invalidTime'));
      return;
    }
    setTimeError(null);
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved.emailSettings);
        toast.success(t('emailSettings.saved'));
      },
      onError: (err) => toast.error(serverMessage(err) ?? t('emailSettings.saveFailed')),
    });
  };

  const sendTest = (kind: TestEmailKind) => {
    setTesting(kind);
    test.mutate(kind, {
      onSuccess: ({ ok, message }) =>
        ok ? toast.success(message) : toast.error(message || t('emailSettings.test.failed')),
      onError: (err) => toast.error(serverMessage(err) ?? t('emailSettings.test.failed')),
      onSettled: () => setTesting(null),
    });
  };

  const available = save.data?.emailNotificationsAvailable ?? initial.emailNotificationsAvailable;

  return (
    <>
      {!available && <Alert>{t('emailSettings.notInPlan')}</Alert>}
      <form onSubmit={submit} noValidate>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Mail aria-hidden className="size-4" />
              {t('emailSettings.reminders.title')}
            </CardTitle>
            <CardDescription>{t('emailSettings.reminders.description')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <SwitchField
              label={t('emailSettings.fields.upcomingShiftsEmail')}
              description={t('emailSettings.fields.upcomingShiftsEmailHelp')}
              checked={draft.upcomingShiftsEmail}
              onChange={(v) => set('upcomingShiftsEmail', v)}
            />
            <SwitchField
              label={t('emailSettings.fields.weeklyScheduleSummary')}
              description={t('emailSettings.fields.weeklyScheduleSummaryHelp')}
              checked={draft.weeklyScheduleSummary}
              onChange={(v) => set('weeklyScheduleSummary', v)}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                id="summaryEmailTime"
                label={t('emailSettings.fields.summaryEmailTime')}
                error={timeError}
              >
                <Input
                  id="summaryEmailTime"
                  type="time"
                  step={60}
                  value={draft.summaryEmailTime}
                  aria-invalid={timeError ? true : undefined}
                  aria-describedby={timeError ? 'summaryEmailTime-error' : undefined}
                  onChange={(e) => set('summaryEmailTime', e.target.value)}
                />
              </Field>
              <Field id="summaryEmailDay" label={t('emailSettings.fields.summaryEmailDay')}>
                <NativeSelect
                  id="summaryEmailDay"
                  value={draft.summaryEmailDay}
                  onChange={(e) => set('summaryEmailDay', Number(e.target.value))}
                >
                  {weekdays.map((name, day) => (
                    <option key={day} value={day}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <Field id="summaryEmailDaysAhead" label={t('emailSettings.fields.summaryEmailDaysAhead')}>
                <NativeSelect
                  id="summaryEmailDaysAhead"
                  value={draft.summaryEmailDaysAhead}
                  onChange={(e) => set('summaryEmailDaysAhead', Number(e.target.value))}
                >
                  {SUMMARY_DAYS_AHEAD_CHOICES.map((n) => (
                    <option key={n} value={n}>
                      {t('emailSettings.fields.daysAheadOption', { count: n })}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            </div>
            <p className="text-sm text-muted-foreground">{t('emailSettings.timeZoneNote')}</p>
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending && <Spinner />}
              {save.isPending ? t('emailSettings.saving') : t('emailSettings.save')}
            </Button>
          </CardFooter>
        </Card>
      </form>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Send aria-hidden className="size-4" />
            {t('emailSettings.test.title')}
          </CardTitle>
          <CardDescription>{t('emailSettings.test.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button
            type="button"
            variant="outline"
            disabled={testing !== null}
            onClick={() => sendTest('upcoming')}
          >
            {testing === 'upcoming' && <Spinner />}
            {t('emailSettings.test.upcoming')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={testing !== null}
            onClick={() => sendTest('weekly')}
          >
            {testing === 'weekly' && <Spinner />}
            {t('emailSettings.test.weekly')}
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
