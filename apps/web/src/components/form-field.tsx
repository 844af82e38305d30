import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CharacterCount, showsCharacterCount } from './character-count';
import { Input } from './ui/input';
import { Label } from './ui/label';

type FormFieldProps = ComponentProps<typeof Input> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Extra content beside the label, e.g. a "Forgot password?" link; focused after the input. */
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
  const describedBy =
    [hint ? hintId : null, hasCount ? countId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  // The aside shows beside the label but comes after the input in the DOM, so Tab goes from the
  // field before to this input, and only then to the aside (e.g. password, then "Forgot password?").
  const span = labelAside ? 'col-span-2' : undefined;
  return (
    <div className={labelAside ? 'grid grid-cols-[1fr_auto] items-center gap-2' : 'grid gap-2'}>
      <Label htmlFor={inputId} className={labelAside ? 'col-start-1 row-start-1' : undefined}>
        {label}
      </Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        className={cn(span, props.className)}
      />
      {labelAside && <div className="col-start-2 row-start-1 justify-self-end">{labelAside}</div>}
      {hasCount && (
        <CharacterCount
          id={countId}
          length={String(props.value).length}
          max={props.maxLength!}
          className={span}
        />
      )}
      {hint && (
        <p id={hintId} className={cn('text-xs text-muted-foreground', span)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cn('text-sm font-medium text-destructive', span)}>
          {error}
        </p>
      )}
    </div>
  );
}
