import { RULE_SET_NAME_MAX_LENGTH, type RuleSetDto } from '@openrota/contracts';
import { RULE_PRESET_IDS, type RulePresetId } from '@openrota/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { Spinner } from '@/components/ui/spinner';
import { getErrorDetails, getServerError } from '@/lib/api-error';
import { useCreateRuleSet } from '../api/create-rule-set';

type CreateRuleSetDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ruleSets: readonly RuleSetDto[];
  /** Called with the new set, which the page then opens in the editor. */
  onCreated: (ruleSet: RuleSetDto) => void;
};

/** A new rule set from a preset (`preset:NL_ATW`) or a copy of an existing set (`copy:<id>`). */
export function CreateRuleSetDialog({ open, onOpenChange, ruleSets, onCreated }: CreateRuleSetDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('workingTimeSettings.create.title')}</DialogTitle>
          <DialogDescription>{t('workingTimeSettings.create.description')}</DialogDescription>
        </DialogHeader>
        {open && (
          <CreateRuleSetForm ruleSets={ruleSets} onCreated={onCreated} onCancel={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateRuleSetForm({
  ruleSets,
  onCreated,
  onCancel,
}: Pick<CreateRuleSetDialogProps, 'ruleSets' | 'onCreated'> & { onCancel: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [source, setSource] = useState('preset:NL_ATW');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRuleSet();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: t('workingTimeSettings.create.nameRequired') });
    setErrors({});
    const [kind, value] = source.split(':') as ['preset' | 'copy', string];
    const body =
      kind === 'copy'
        ? { name: name.trim(), copyFromId: value }
        : { name: name.trim(), preset: value as RulePresetId };
    create.mutate(body, {
      onSuccess: (created) => {
        toast.success(t('workingTimeSettings.create.created', { name: created.name }));
        onCreated(created);
      },
      onError: (error) => {
        const details = getErrorDetails(error);
        if (details.length > 0)
          setErrors(
            Object.fromEntries(
              details.map((d) => [
                d.field === 'copyFromId' || d.field === 'preset' ? 'source' : d.field,
                d.message,
              ]),
            ),
          );
        else setErrors({ name: getServerError(error) ?? t('workingTimeSettings.create.failed') });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id="new-rule-set-name"
        label={t('workingTimeSettings.create.name')}
        error={errors.name}
        count={{ value: name, max: RULE_SET_NAME_MAX_LENGTH }}
      >
        <Input
          id="new-rule-set-name"
          value={name}
          maxLength={RULE_SET_NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'new-rule-set-name-error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id="new-rule-set-source" label={t('workingTimeSettings.create.source')} error={errors.source}>
        <NativeSelect id="new-rule-set-source" value={source} onChange={(e) => setSource(e.target.value)}>
          <optgroup label={t('workingTimeSettings.create.presets')}>
            {RULE_PRESET_IDS.map((id) => (
              <option key={id} value={`preset:${id}`}>
                {t(`workingTimeSettings.presets.${id}`)}
              </option>
            ))}
          </optgroup>
          {ruleSets.length > 0 && (
            <optgroup label={t('workingTimeSettings.create.copies')}>
              {ruleSets.map((set) => (
                <option key={set.id} value={`copy:${set.id}`}>
                  {t('workingTimeSettings.create.copyOf', { name: set.name })}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending && <Spinner />}
          {t('workingTimeSettings.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
