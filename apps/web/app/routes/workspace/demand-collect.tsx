import { useState } from 'react';
import { PageSection } from '../../components/page/page-section';
import { pageTitle } from '../../config/site';
import type { TSavedDemand } from '../../features/demand-collect/api/create-demand';
import { DemandForm } from '../../features/demand-collect/components/demand-form';
import { demandMessages as messages } from '../../features/demand-collect/messages';
import type { Route } from './+types/demand-collect';
import { PermissionGate, useMenuTrail } from './permission-gate';
import { SavedResult } from './saved-result';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 需求提报 (menu 采购管理): a city unit's purchase demand, reviewed by province and headquarters. */
export default function DemandCollect() {
  const [saved, setSaved] = useState<{ result: TSavedDemand; submitted: boolean } | null>(null);
  const trail = useMenuTrail(messages.pageTitle);
  return (
    <PermissionGate>
      <PageSection title={messages.pageTitle} trail={trail}>
        {saved ? (
          <SavedResult
            title={saved.submitted ? messages.submittedTitle : messages.savedTitle}
            text={
              saved.submitted ? messages.submittedText(saved.result.currentStateName) : messages.savedText
            }
            workBenchLabel={messages.goToWorkBench}
            againLabel={messages.recordAnother}
            onAgain={() => setSaved(null)}
          />
        ) : (
          <DemandForm onSaved={(result, submitted) => setSaved({ result, submitted })} />
        )}
      </PageSection>
    </PermissionGate>
  );
}
