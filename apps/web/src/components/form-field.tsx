import { useId, type ComponentProps, type ReactNode } from 'react';
import { CharacterCount, showsCharacterCount } from './character-count';
import { Input } from './ui/input';
import { Label } from './ui/label';

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Extra content beside the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

/**
 * A labelled input with an optional hint and error, both announced with the field. A text input
 * with `maxLength` counts its characters near the limit.
 */
export function FormField({ label, hint, error, labelAside, id, ...props }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  const hasCount = props.type !== 'number' && showsCharacterCount(props.value, props.maxLength);
  const describedBy = [hint ? hintId : null, hasCount ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hasCount && <CharacterCount id={countId} length={String(props.value).length} max={props.maxLength!} />}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
