import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCanWrite } from '@/lib/session/can-write';
import { HolidaysSection } from './components/holidays-section';
import { RuleSetsSection } from './components/rule-sets-section';

/**
 * /settings/rules: the working-time rule sets and the public holidays
 * (docs/product/working-time.md#the-model). ADMIN and MANAGER change them; STAFF, who reach the
 * page only by its address, read them (docs/roles.md).
 */
export function RuleSettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  return (
    <div className="grid min-w-0 gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('workingTimeSettings.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('workingTimeSettings.description')}</p>
      </div>
      {!canWrite && <Alert>{t('workingTimeSettings.readOnly')}</Alert>}
      <Tabs defaultValue="rule-sets">
        <TabsList className="sm:w-auto">
          <TabsTrigger value="rule-sets">{t('workingTimeSettings.tabs.ruleSets')}</TabsTrigger>
          <TabsTrigger value="holidays">{t('workingTimeSettings.tabs.holidays')}</TabsTrigger>
        </TabsList>
        <TabsContent value="rule-sets">
          <RuleSetsSection canWrite={canWrite} />
        </TabsContent>
        <TabsContent value="holidays">
          <HolidaysSection canWrite={canWrite} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
