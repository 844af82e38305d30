import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to render or its code cannot be downloaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('Route error', error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{t('errors.pageLoadFailed')}</h1>
      <p className="text-sm text-muted-foreground">{t('errors.pageLoadHint')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button variant="outline" asChild>
          <Link to="/">{t('errors.goHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
