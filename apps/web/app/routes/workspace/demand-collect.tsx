import { pageTitle } from '../../config/site';
import type { TSavedDemand } from '../../features/demand-collect/api/create-demand';
import { DemandForm } from '../../features/demand-collect/components/demand-form';
import { demandMessages as messages } from '../../features/demand-collect/messages';
import type { Route } from './+types/demand-collect';
import { ProcessFormPage } from './process-form-page';

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 需求提报 (menu 采购管理): a city unit's purchase demand, reviewed by province and headquarters. */
export default function DemandCollect() {
  return (
    <ProcessFormPage<TSavedDemand>
      messages={messages}
      renderForm={(onSaved) => <DemandForm onSaved={onSaved} />}
    />
  );
}
