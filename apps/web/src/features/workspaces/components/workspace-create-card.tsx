import type { Workspace } from '@openrota/contracts';
import { ArchiveRestore, LogOut, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getServerError } from '@/lib/api-error';
import { useCreateWorkspace } from '../api/create-workspace';
import { RestoreBackupForm } from './restore-backup-form';

type WorkspaceCreateCardProps = {
  onCreated?: (workspace: Workspace) => void;
  onCancel?: () => void;
  onLogout?: () => void;
  className?: string;
};

/** Creates a workspace, or restores one from a backup file (docs/product/workspaces.md#creating-a-workspace: two tabs). */
export function WorkspaceCreateCard({ onCreated, onCancel, onLogout, className }: WorkspaceCreateCardProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWorkspace(onCreated);
  const [restoring, setRestoring] = useState(false);
  const isBusy = create.isPending || create.isSuccess || restoring;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('validation.required'));
    setError(null);
    create.mutate(
      { name: trimmed },
      { onError: (failure) => setError(getServerError(failure) ?? t('workspace.create.failed')) },
    );
  };

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t('workspace.create.title')}</CardTitle>
        <CardDescription>{t('workspace.create.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="new">
          <TabsList className="h-auto">
            <TabsTrigger value="new" className="min-w-0 whitespace-normal py-2 leading-tight">
              <Plus aria-hidden className="hidden size-4 sm:block" />
              {t('workspace.create.tabNew')}
            </TabsTrigger>
            <TabsTrigger value="restore" className="min-w-0 whitespace-normal py-2 leading-tight">
              <ArchiveRestore aria-hidden className="hidden size-4 sm:block" />
              {t('workspace.create.tabRestore')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="new">
            <form id="create-workspace-form" onSubmit={onSubmit} className="grid gap-4">
              {error && (
                <Alert variant="destructive" onDismiss={() => setError(null)}>
                  {error}
                </Alert>
              )}
              <FormField
                label={t('workspace.create.name')}
                name="name"
                autoComplete="organization"
                placeholder={t('workspace.create.namePlaceholder')}
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={!name || isBusy}>
                {isBusy ? t('common.pleaseWait') : t('workspace.create.submit')}
              </Button>
            </form>
          </TabsContent>
          <TabsContent value="restore">
            <RestoreBackupForm onRestored={onCreated} onBusyChange={setRestoring} />
          </TabsContent>
        </Tabs>
      </CardContent>
      {(onCancel || onLogout) && (
        <CardFooter className="flex-col-reverse items-stretch justify-between gap-2 border-t pt-4 sm:flex-row sm:items-center">
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={isBusy}>
              {t('common.cancel')}
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {onLogout && (
            <Button variant="outline" onClick={onLogout} disabled={isBusy}>
              <LogOut aria-hidden />
              {t('common.logout')}
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
