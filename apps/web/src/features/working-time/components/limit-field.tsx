import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type LimitFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The unit after the input ("h"); none for counts. */
  unit?: string;
  /** Decimals allowed (hours) or whole numbers only. */
  decimal?: boolean;
  error?: string | null;
  disabled?: boolean;
  children?: ReactNode;
};

/** A number typed in the unit people think in, its unit after it and its error (announced) below. */
export function LimitField({ id, label, value, onChange, unit, decimal, error, disabled }: LimitFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="w-24"
        />
        {unit && <span className="text-sm text-muted-foreground">{unit}</span>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
