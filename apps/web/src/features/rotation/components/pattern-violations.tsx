import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViolationList } from '@/components/schedule/rules/violation-list';
import { Spinner } from '@/components/ui/spinner';
import { usePatternViolations } from '../api/get-pattern-violations';

/**
 * The working-time violations of the pattern's own cycle (docs/product/working-time.md#where-the-checker-acts),
 * so a pattern that breaks the rules is found before it is used; refreshed after every edit.
 */
export function PatternViolations({ patternId }: { patternId: string }) {
  const { t } = useTranslation();
  const violations = usePatternViolations(patternId);
  return (
    <section aria-labelledby="pattern-violations" className="grid gap-2 rounded-lg border bg-card p-4">
      <h2 id="pattern-violations" className="text-base font-semibold">
        {t('rotation.violations.title')}
      </h2>
      {violations.isPending ? (
        <Spinner label={t('rotation.violations.loading')} />
      ) : violations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('rotation.violations.loadFailed')}
        </p>
      ) : violations.data.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 aria-hidden className="size-4 text-green-700" />
          {t('rotation.violations.none')}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t('rotation.violations.count', { count: violations.data.length })}
          </p>
          <ViolationList violations={violations.data} />
        </>
      )}
    </section>
  );
}
