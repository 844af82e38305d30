import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useWorkspaceStore } from '@/lib/stores/workspace-store';
import { useEvaluateOnboarding } from './api/evaluate-onboarding';
import { useOnboarding } from './api/get-onboarding';
import { CONFETTI_MS, celebrate } from '@/lib/celebrate';
import { OnboardingChecklist } from './components/onboarding-checklist';
import { allDone } from './lib';

/**
 * Shows the onboarding checklist instead of `children` until the workspace is set up. When all
 * four steps are done it asks the server to re-evaluate, records the result in the workspace
 * store, plays confetti for 5 s and then shows `children` (docs/product/back-office.md#onboarding).
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const isCompleted = useWorkspaceStore((s) => s.currentWorkspace?.onboardingCompleted ?? false);
  const [isCelebrating, setIsCelebrating] = useState(false);
  if (isCompleted && !isCelebrating) return children;
  return (
    <Onboarding
      isCelebrating={isCelebrating}
      onCompleted={() => {
        setIsCelebrating(true);
        void celebrate();
        window.setTimeout(() => setIsCelebrating(false), CONFETTI_MS);
      }}
    />
  );
}

function Onboarding({ isCelebrating, onCompleted }: { isCelebrating: boolean; onCompleted: () => void }) {
  const { t } = useTranslation();
  const workspace = useWorkspaceStore((s) => s.currentWorkspace);
  const setOnboardingCompleted = useWorkspaceStore((s) => s.setOnboardingCompleted);
  const workspaceId = workspace?.id ?? '';
  const status = useOnboarding(workspaceId, workspaceId !== '');
  const evaluate = useEvaluateOnboarding(workspaceId);
  const asked = useRef(false);
  const latest = useRef(onCompleted);
  useEffect(() => {
    latest.current = onCompleted;
  });

  const counts = status.data?.counts;
  const isReady = counts !== undefined && allDone(counts);
  const { mutate } = evaluate;
  // Completed elsewhere (another device or member): take the server's word, without confetti.
  const isDoneOnServer = status.data?.onboardingCompleted === true;
  useEffect(() => {
    if (isDoneOnServer && !isCelebrating && !asked.current) setOnboardingCompleted(true);
  }, [isDoneOnServer, isCelebrating, setOnboardingCompleted]);
  useEffect(() => {
    if (isCelebrating || isDoneOnServer || !isReady || asked.current) return;
    asked.current = true;
    mutate(undefined, {
      onSuccess: (result) => {
        if (!result.onboardingCompleted) return;
        latest.current();
        setOnboardingCompleted(true);
      },
    });
  }, [isCelebrating, isDoneOnServer, isReady, mutate, setOnboardingCompleted]);

  return (
    <div className="grid max-w-2xl gap-5">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('onboarding.title', { workspace: workspace?.name ?? '' })}
        </h1>
        <p className="mt-1 text-muted-foreground">{t('onboarding.intro')}</p>
      </div>
      {isCelebrating && <Alert variant="success">{t('onboarding.complete')}</Alert>}
      {counts ? (
        <OnboardingChecklist counts={counts} />
      ) : status.isError ? (
        <Alert variant="destructive">{status.error.message}</Alert>
      ) : (
        <Spinner label={t('onboarding.loading')} />
      )}
    </div>
  );
}
