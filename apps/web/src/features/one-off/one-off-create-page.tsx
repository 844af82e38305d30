import { isCalendarDate } from '@openrota/domain';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OneOffForm } from '@/components/schedule/one-off-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * /schedule/one-off: the one-off shift form on a page. `?date=yyyy-MM-dd` presets the date;
 * after saving the user lands on the management list, where the new shift shows.
 */
export function OneOffCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const date = params.get('date');
  const initialDate = date && isCalendarDate(date) ? date : undefined;

  return (
    <div className="grid min-w-0 max-w-2xl gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('oneOff.create.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('oneOff.create.intro')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/schedule/one-off/manage">
            <ListChecks aria-hidden />
            {t('oneOff.create.manageLink')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardContent className="pt-6">
          <OneOffForm
            initialDate={initialDate}
            onDone={() => void navigate('/schedule/one-off/manage')}
            onCancel={() => void navigate('/schedule')}
          />
        </CardContent>
      </Card>
    </div>
  );
}
