import { useTranslation } from 'react-i18next';
import { TradeApprovalControl } from '@/components/trades/trade-approval-control';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTradeSettings } from '@/lib/schedule-api/trades';

/** Shift trades' approval setting on the workspace settings page (also on `/schedule/trades`). */
export function TradeApprovalCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useTradeSettings();
  if (!settings.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('trades.manager.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <TradeApprovalControl approval={settings.data.approval} canEdit={canEdit} />
      </CardContent>
    </Card>
  );
}
