import type { TradeApproval } from '@openrota/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/sonner';
import { getServerError } from '@/lib/api-error';
import { useSetTradeApproval } from '@/lib/schedule-api/trades';

/**
 * The workspace's trade approval (manager approves every trade, or automatic when every check
 * passes): one control, on `/schedule/trades` and the workspace settings page. Only an ADMIN
 * changes it (docs/roles.md); others see it pressed but disabled.
 */
export function TradeApprovalControl({ approval, canEdit }: { approval: TradeApproval; canEdit: boolean }) {
  const { t } = useTranslation();
  const setApproval = useSetTradeApproval();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="trade-approval">
      <span className="font-medium">{t('trades.manager.approval')}</span>
      {(['MANAGER', 'AUTOMATIC'] as const).map((a) => (
        <Button
          key={a}
          size="sm"
          variant={approval === a ? 'default' : 'outline'}
          aria-pressed={approval === a}
          disabled={!canEdit || setApproval.isPending}
          onClick={() =>
            setApproval.mutate(a, {
              onError: (error) => toast.error(getServerError(error) ?? t('trades.manager.failed')),
            })
          }
        >
          {t(`trades.approval.${a}`)}
        </Button>
      ))}
    </div>
  );
}
