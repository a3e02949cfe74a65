import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { analyticsMessages } from '../../domain/plans/analytics';
import type { Insights } from '../../domain/insights/insights';
import { insightsMachine, type InsightsRequest } from '../../machines/insights/insights.machine';
import { advancedInsights, basicInsights, emptyInsights, oneSequenceInsights } from './insights-story-fixtures';
import { InsightsView } from './InsightsView';

export default { title: 'Insights/InsightsView' };

const never = new Promise<never>(() => {});

function Page({ load }: { load: (request: InsightsRequest) => Promise<Insights> }) {
  const actor = useActorRef(insightsMachine.provide({ actors: { loadInsights: fromPromise(({ input }: { input: InsightsRequest }) => load(input)) } }));
  return <InsightsView actor={actor} />;
}

export const Loading: Story = () => <Page load={() => never} />;
Loading.meta = { routerPath: '/insights' };

export const BasicAnalytics: Story = () => <Page load={async () => basicInsights} />;
BasicAnalytics.meta = { routerPath: '/insights' };

export const AdvancedAnalytics: Story = () => <Page load={async ({ sequenceId }) => (sequenceId === null ? advancedInsights : oneSequenceInsights)} />;
AdvancedAnalytics.meta = { routerPath: '/insights' };

export const NoRuns: Story = () => <Page load={async () => emptyInsights} />;
NoRuns.meta = { routerPath: '/insights' };

export const Failed: Story = () => (
  <Page
    load={async () => {
      throw new Error('No response from server');
    }}
  />
);
Failed.meta = { routerPath: '/insights' };

export const RefusedByPlan: Story = () => (
  <Page
    load={async () => {
      throw Object.assign(new Error(analyticsMessages.notInPlan('The last 90 days', null)), { status: 402 });
    }}
  />
);
RefusedByPlan.meta = { routerPath: '/insights' };
