import { Command } from 'cmdk';
import { Search, X } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { CommandItems, matchCommand } from './command-items';
import { Kbd } from './kbd';
import type { ShellCommand } from './use-shell-commands';

type HeaderSearchProps = {
  commands: ShellCommand[];
  inputRef: RefObject<HTMLInputElement | null>;
  /** On a phone the field opens over the header from a search button. */
  isCompact: boolean;
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
};

/** The header search: filters pages and actions as you type; Enter runs the highlighted one. */
export function HeaderSearch({
  commands,
  inputRef,
  isCompact,
  isExpanded,
  onExpandedChange,
}: HeaderSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [isFocused, setIsFocused] = useState(false);
  const showResults = isFocused && query.trim() !== '';

  if (isCompact && !isExpanded) {
    return (
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('shell.search.open')}
        aria-expanded={false}
        onClick={() => onExpandedChange(true)}
      >
        <Search aria-hidden />
      </Button>
    );
  }

  const close = () => {
    setQuery('');
    inputRef.current?.blur();
    if (isCompact) onExpandedChange(false);
  };

  return (
    <Command
      label={t('shell.search.label')}
      filter={matchCommand}
      loop
      className={cn(
        'relative w-full min-w-0',
        isCompact ? 'absolute inset-x-0 top-0 z-10 flex h-14 items-center gap-1 bg-card px-3' : 'max-w-md',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div className="relative w-full">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          onFocus={() => setIsFocused(true)}
          onBlur={() => {
            setIsFocused(false);
            if (isCompact && !query) onExpandedChange(false);
          }}
          autoFocus={isCompact}
          placeholder={t('shell.search.placeholder')}
          className="h-9 w-full rounded-md border border-input bg-background pr-16 pl-9 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-card focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
        />
        {!isCompact && !query && (
          <Kbd shortcut="mod+/" className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2" />
        )}
        <Command.List
          hidden={!showResults}
          // Keeps the field focused while an item is clicked, so the click lands.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-80 overflow-y-auto rounded-lg border bg-card p-1 shadow-lg"
        >
          <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
            {t('shell.search.empty')}
          </Command.Empty>
          <CommandItems commands={commands} onRun={close} />
        </Command.List>
      </div>
      {isCompact && (
        <Button variant="ghost" size="icon" aria-label={t('shell.search.close')} onClick={close}>
          <X aria-hidden />
        </Button>
      )}
    </Command>
  );
}
