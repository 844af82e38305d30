import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** From this share of the limit on, the count shows: short texts are not cluttered with it. */
const SHOW_FROM = 0.8;

/** Whether a text field with this limit and value shows its count (a number field never does). */
export function showsCharacterCount(value: unknown, max: number | undefined): max is number {
  return (
    typeof value === 'string' &&
    typeof max === 'number' &&
    max > 0 &&
    value.length >= Math.floor(max * SHOW_FROM)
  );
}

/**
 * "87/100" under a text field near its limit, so that text is not cut at maxLength silently; at
 * the limit it says so, and a screen reader hears it then (not on every key).
 */
export function CharacterCount({
  id,
  length,
  max,
  className,
}: {
  id: string;
  length: number;
  max: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const isFull = length >= max;
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        isFull ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
      aria-live={isFull ? 'polite' : 'off'}
    >
      {isFull ? t('ui.characterCount.full', { max }) : t('ui.characterCount.count', { count: length, max })}
    </p>
  );
}
