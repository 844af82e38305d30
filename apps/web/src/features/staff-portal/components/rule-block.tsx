import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An open shift as the staff pages receive it: `blockedBy` 'RULE' when claiming it breaks a hard working-time rule. */
type Blockable = { blockedBy: string | null; ruleMessages: readonly string[] };

/**
 * The sentences of the working-time rules a claim would break (docs/product/working-time.md#where-the-checker-acts),
 * or null when the rules do not block it: such a shift is shown as not claimable, without Claim.
 */
export function ruleBlock(shift: Blockable): readonly string[] | null {
  return shift.blockedBy === 'RULE' ? shift.ruleMessages : null;
}

/** "Not claimable" with the sentences of the rules a claim would break. */
export function RuleBlockNote({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="flex items-center gap-1.5 font-medium">
        <ShieldAlert aria-hidden className="size-4 shrink-0" />
        {t('staffPortal.dashboard.ruleBlocked.title')}
      </p>
      {messages.length > 0 && (
        <ul className="grid gap-0.5 pl-5.5 wrap-anywhere">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
