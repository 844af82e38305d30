import type { RotationPattern } from '@openrota/contracts';
import { Plus, Sparkles, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageEvent } from '@/lib/page-events';
import { useCreateRotationPattern } from './api/create-rotation-pattern';
import { useRotationPatterns } from '@/lib/master-data/patterns';
import { DeletePatternDialog } from './components/delete-pattern-dialog';
import { DuplicatePatternDialog } from './components/duplicate-pattern-dialog';
import { ImportPatternDialog } from './components/import-pattern-dialog';
import { PatternList } from './components/pattern-list';
import { todayIso } from './lib/days';
import { toastError, toastSuccess } from './lib/notify';
import { PatternWizard } from './wizard/pattern-wizard';

/** /schedule/rotation-patterns: the list with create, wizard, import, duplicate and delete. */
export function RotationPatternsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patterns = useRotationPatterns();
  const create = useCreateRotationPattern();
  const [duplicating, setDuplicating] = useState<RotationPattern | null>(null);
  const [deleting, setDeleting] = useState<RotationPattern | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [isWizardOpen, setIsWizardOpen] = useState(false);

  // The list's defaults (docs/product/back-office.md#rotation-patterns): "Pattern <today>", starting today, active, 2 weeks.
  const createPattern = () => {
    const today = todayIso();
    create.mutate(
      {
        name: t('rotation.list.defaultName', { date: today }),
        startDate: today,
        endDate: null,
        active: true,
        weekCount: 2,
      },
      {
        onSuccess: (pattern) => {
          toastSuccess(t, 'patternCreated');
          void navigate(`/schedule/rotation-patterns/${pattern.id}`);
        },
        onError: (error) => toastError(t, error, 'createPattern'),
      },
    );
  };
  usePageEvent('rotation-patterns:create', createPattern);
  usePageEvent('rotation-patterns:wizard', () => setIsWizardOpen(true));

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('rotation.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('rotation.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsImportOpen(true)}>
            <Upload aria-hidden />
            {t('rotation.list.import')}
          </Button>
          <Button variant="outline" onClick={() => setIsWizardOpen(true)}>
            <Sparkles aria-hidden />
            {t('rotation.list.wizard')}
          </Button>
          <Button onClick={createPattern} disabled={create.isPending}>
            <Plus aria-hidden />
            {t('rotation.list.create')}
          </Button>
        </div>
      </div>
      {patterns.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('rotation.list.loading')}
        </p>
      ) : patterns.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {patterns.error.message}
        </p>
      ) : patterns.data.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          {t('rotation.list.empty')}
        </p>
      ) : (
        <PatternList patterns={patterns.data} onDuplicate={setDuplicating} onDelete={setDeleting} />
      )}
      <DuplicatePatternDialog pattern={duplicating} onClose={() => setDuplicating(null)} />
      <DeletePatternDialog pattern={deleting} onClose={() => setDeleting(null)} />
      <ImportPatternDialog open={isImportOpen} onClose={() => setIsImportOpen(false)} />
      <PatternWizard open={isWizardOpen} onClose={() => setIsWizardOpen(false)} />
    </div>
  );
}
