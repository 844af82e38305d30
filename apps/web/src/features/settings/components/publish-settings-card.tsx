import { PUBLISH_MODES } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { useFormatDate } from '@/lib/dates';
import { usePublishSettings, useSetPublishMode } from '@/lib/schedule-api/publish';

/**
 * Whether staff see every change at once (IMMEDIATE) or only after a publish (ON_PUBLISH), on the
 * workspace settings page (docs/product/publish.md). Only an ADMIN changes it (docs/roles.md); a
 * MANAGER sees it pressed but disabled.
 */
export function PublishSettingsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const settings = usePublishSettings();
  const setMode = useSetPublishMode();
  const data = settings.data;
  if (!data) return null;
  const last = data.lastPublication;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('roster.publish.settings.title')}</CardTitle>
        <CardDescription>{t('roster.publish.settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <div className="flex flex-wrap gap-2" data-testid="publish-mode">
          {PUBLISH_MODES.map((mode) => (
            <Button
              key={mode}
              size="sm"
              variant={data.mode === mode ? 'default' : 'outline'}
              aria-pressed={data.mode === mode}
              disabled={!canEdit || setMode.isPending}
              onClick={() =>
                setMode.mutate(mode, {
                  onError: (error) =>
                    toast.error(getServerError(error) ?? t('roster.publish.settings.failed')),
                })
              }
            >
              {t(`roster.publish.settings.${mode}`)}
            </Button>
          ))}
        </div>
        {data.mode === 'ON_PUBLISH' && data.publishedUntil && (
          <p className="text-muted-foreground">
            {t('roster.publish.settings.horizon', {
              date: formatDate(data.publishedUntil, 'EEE d MMM yyyy'),
            })}
          </p>
        )}
        {last && (
          <p className="text-muted-foreground">
            {t('roster.publish.settings.last', {
              when: formatDate(last.publishedAt, 'd MMM yyyy HH:mm'),
              who: last.publishedBy ?? '—',
              changes: last.changes,
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
