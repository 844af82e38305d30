import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { CharacterCount, showsCharacterCount } from './character-count';

type FieldProps = {
  id: string;
  label: string;
  error?: string | null;
  /** The text and limit of a field with maxLength: counted near the limit (`${id}-count` describes the field). */
  count?: { value: string; max: number };
  children: ReactNode;
};

/** A labelled form field with its error below (announced). */
export function Field({ id, label, error, count, children }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {count && showsCharacterCount(count.value, count.max) && (
        <CharacterCount id={`${id}-count`} length={count.value.length} max={count.max} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const textareaClass =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm';
