import type { RotationSlot } from '@openrota/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { createRotationSlot } from '../../api/create-rotation-slot';
import { patternKeys } from '@/lib/master-data/patterns';
import { copyBodies, copySources, visibleSources, type CopySource } from '../../lib/copy-sources';
import { DAY_KEYS } from '../../lib/days';
import { toast } from '@/components/ui/sonner';
import { toastError } from '../../lib/notify';

type Props = {
  open: boolean;
  onClose: () => void;
  patternId: string;
  week: number;
  day: number;
  slots: RotationSlot[];
};

/** Copies another day's requirements to this (empty) day: up to 3 days listed, else 2 and a "+N more" that lists all. */
export function CopyRequirementsDialog({ open, onClose, patternId, week, day, slots }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [showAll, setShowAll] = useState(false);
  const sources = copySources(slots, week, day);
  const { shown, more } = showAll ? { shown: sources, more: 0 } : visibleSources(sources);
  const copy = useMutation({
    mutationFn: async (source: CopySource) => {
      const bodies = copyBodies(source, week, day);
      for (const body of bodies) await createRotationSlot({ patternId, body });
      return bodies.length;
    },
    onSuccess: (count) => {
      toast.success(t('rotation.toast.requirementsCopied', { count }));
      onClose();
    },
    onError: (error) => toastError(t, error, 'createRequirement'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: patternKeys.slots(patternId) }),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('rotation.copy.title')}</DialogTitle>
          <DialogDescription>{t('rotation.copy.description')}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2">
          {shown.map((source) => (
            <li key={`${source.week}-${source.day}`}>
              <button
                type="button"
                disabled={copy.isPending}
                onClick={() => copy.mutate(source)}
                className="w-full cursor-pointer rounded-md border p-3 text-left transition-colors hover:border-primary/50 hover:bg-secondary disabled:opacity-50"
              >
                <span className="block text-sm font-medium capitalize">
                  {t('rotation.copy.from', {
                    week: t('rotation.week', { week: source.week }),
                    day: t(`rotation.days.${DAY_KEYS[source.day]}`),
                  })}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {[...new Set(source.slots.map((s) => s.shiftType.name))].join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {more > 0 && (
          <Button
            variant="link"
            size="sm"
            className="justify-self-start"
            aria-label={t('rotation.copy.moreButton', { count: more })}
            onClick={() => setShowAll(true)}
          >
            {t('rotation.copy.more', { count: more })}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
