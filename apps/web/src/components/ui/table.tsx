import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A data table that turns into stacked cards below 640 px: the header row hides and each cell
 * shows its column name from `data-label` (give every `TableCell` a `label`).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto rounded-lg border bg-card max-sm:border-0 max-sm:bg-transparent">
      <table
        className={cn('w-full caption-bottom border-collapse text-sm max-sm:block', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('border-b bg-muted/40 max-sm:hidden', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('max-sm:grid max-sm:gap-3', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b last:border-b-0 transition-colors hover:bg-muted/30 max-sm:grid max-sm:gap-1 max-sm:rounded-lg max-sm:border max-sm:bg-card max-sm:p-3 max-sm:last:border-b',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('h-10 px-3 text-left align-middle font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

type TableCellProps = ComponentProps<'td'> & { label?: string };

export function TableCell({ className, label, ...props }: TableCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        'px-3 py-2.5 align-middle max-sm:flex max-sm:min-h-7 max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-0.5',
        label &&
          'max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    />
  );
}
