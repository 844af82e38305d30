import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspaceToday } from '@/lib/use-workspace-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { downloadBackup } from './api/download-backup';

type BackupButtonProps = {
  /** Defaults to the current workspace. */
  workspace?: { id: string; slug: string; role?: string };
  className?: string;
};

/**
 * Downloads the workspace backup (POST /api/workspaces/{id}/backup) as a .json file. Only an
 * ADMIN sees it (docs/roles.md); it works while the licence has expired. A failure shows the
 * server's message, else backupError, in a banner dismissed by a click.
 */
export function BackupButton({ workspace, className }: BackupButtonProps) {
  const { t } = useTranslation();
  const current = useWorkspaceStore((s) => s.currentWorkspace);
  const target = workspace ?? current;
  const today = useWorkspaceToday();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!target || (target.role ?? current?.role) !== 'ADMIN') return null;

  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadBackup(target, today, t('backup.backupError'));
      toast.success(t('backup.downloaded'));
    } catch (failure) {
      setError(getServerError(failure) ?? t('backup.backupError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <div className="grid gap-3">
        {error && (
          <Alert variant="destructive" onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={() => void onClick()}
          disabled={busy}
        >
          <Download aria-hidden />
          {busy ? t('backup.downloading') : t('backup.download')}
        </Button>
      </div>
    </div>
  );
}

/** The backup section of the workspace settings page: what a backup holds, and the button. */
export function BackupCard(props: BackupButtonProps) {
  const { t } = useTranslation();
  const current = useWorkspaceStore((s) => s.currentWorkspace);
  const target = props.workspace ?? current;
  if (!target || (target.role ?? current?.role) !== 'ADMIN') return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('backup.title')}</CardTitle>
        <CardDescription>{t('backup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <BackupButton {...props} />
      </CardContent>
    </Card>
  );
}
