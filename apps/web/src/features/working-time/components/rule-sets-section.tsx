import type { RuleSetDto } from '@openrota/contracts';
import { Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getServerError } from '@/lib/api-error';
import { useRuleSets } from '@/lib/master-data/rule-sets';
import { cn } from '@/lib/utils';
import { useDeleteRuleSet } from '../api/delete-rule-set';
import { useSetDefaultRuleSet } from '../api/set-default-rule-set';
import { CreateRuleSetDialog } from './create-rule-set-dialog';
import { RuleSetEditor } from './rule-set-editor';

/**
 * The workspace's rule sets (docs/product/working-time.md#the-model): the default marked, create
 * from a preset or a copy, set the default, delete (the server refuses the default or a set in
 * use with 409, shown as it says it), and the editor of the chosen set.
 */
export function RuleSetsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const { data: ruleSets = [], isPending, isError, error } = useRuleSets();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<RuleSetDto | null>(null);
  const makeDefault = useSetDefaultRuleSet();
  const remove = useDeleteRuleSet();

  if (isPending)
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  if (isError)
    return (
      <Alert variant="destructive">{getServerError(error) ?? t('workingTimeSettings.loadFailed')}</Alert>
    );

  const editing = ruleSets.find((s) => s.id === editingId) ?? null;

  const setDefault = (set: RuleSetDto) =>
    makeDefault.mutate(set.id, {
      onSuccess: () => toast.success(t('workingTimeSettings.list.madeDefault', { name: set.name })),
      onError: (err) => toast.error(getServerError(err) ?? t('workingTimeSettings.list.defaultFailed')),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const id = deleting.id;
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(t('workingTimeSettings.confirmDelete.deleted'));
        if (editingId === id) setEditingId(null);
      },
      onError: (err) => toast.error(getServerError(err) ?? t('workingTimeSettings.confirmDelete.failed')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid min-w-0 gap-5">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle>{t('workingTimeSettings.list.title')}</CardTitle>
            <CardDescription>{t('workingTimeSettings.list.description')}</CardDescription>
          </div>
          {canWrite && (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden />
              {t('workingTimeSettings.list.create')}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2" aria-label={t('workingTimeSettings.list.title')}>
            {ruleSets.map((set) => (
              <li
                key={set.id}
                aria-label={set.name}
                className={cn(
                  'flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3',
                  set.id === editingId && 'border-primary',
                )}
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="break-words">{set.name}</span>
                    {set.isDefault && <Badge>{t('workingTimeSettings.list.default')}</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {set.preset && `${t(`workingTimeSettings.presets.${set.preset}`)} · `}
                    {set.contractCount > 0
                      ? t('workingTimeSettings.list.contracts', { count: set.contractCount })
                      : t('workingTimeSettings.list.unused')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  {canWrite && !set.isDefault && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={makeDefault.isPending}
                      aria-label={t('workingTimeSettings.list.makeDefaultOf', { name: set.name })}
                      onClick={() => setDefault(set)}
                    >
                      <Star aria-hidden />
                      {t('workingTimeSettings.list.makeDefault')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('workingTimeSettings.list.edit', { name: set.name })}
                    aria-pressed={set.id === editingId}
                    onClick={() => setEditingId(set.id)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  {canWrite && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={t('workingTimeSettings.list.delete', { name: set.name })}
                      onClick={() => setDeleting(set)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      {editing && (
        <RuleSetEditor
          key={`${editing.id}:${editing.updatedAt}`}
          ruleSet={editing}
          readOnly={!canWrite}
          onClose={() => setEditingId(null)}
        />
      )}

      <CreateRuleSetDialog
        open={isCreating}
        onOpenChange={setIsCreating}
        ruleSets={ruleSets}
        onCreated={(created) => {
          setIsCreating(false);
          setEditingId(created.id);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('workingTimeSettings.confirmDelete.title')}
        description={t('workingTimeSettings.confirmDelete.body', { name: deleting?.name ?? '' })}
        confirmLabel={t('workingTimeSettings.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
