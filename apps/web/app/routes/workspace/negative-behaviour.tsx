import { pageTitle } from '../../config/site';
import type { TSavedNegativeBehaviour } from '../../features/blacklist/api/create-negative-behaviour';
import { NegativeBehaviourForm } from '../../features/blacklist/components/negative-behaviour-form';
import { blacklistMessages as messages } from '../../features/blacklist/messages';
import { loadProvincesOrNone } from '../../lib/dictionary/find-adm-info-for-province-or-city';
import { browserLoaderOf, serverLoaderOf, type TLoaderCalls } from '../../lib/loader-calls';
import type { Route } from './+types/negative-behaviour';
import { ProcessFormPage } from './process-form-page';

const loadForm = async (calls: TLoaderCalls) => ({
  provinces: await loadProvincesOrNone(calls.reference),
});

export const loader = serverLoaderOf(loadForm);

export const clientLoader = browserLoaderOf(loadForm);

export const meta: Route.MetaFunction = () => [{ title: pageTitle(messages.pageTitle) }];

/** 负面行为录入 (menu 采购管理): record a supplier's negative behaviour and start its black-list process. */
export default function NegativeBehaviour({ loaderData }: Route.ComponentProps) {
  return (
    <ProcessFormPage<TSavedNegativeBehaviour>
      messages={messages}
      renderForm={(onSaved) => <NegativeBehaviourForm provinces={loaderData.provinces} onSaved={onSaved} />}
    />
  );
}
