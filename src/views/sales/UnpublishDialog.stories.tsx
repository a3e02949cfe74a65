import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { unpublishMachine } from '../../machines/sales/unpublish.machine';
import { forecastSales } from './sales-story-fixtures';
import { UnpublishDialog } from './UnpublishDialog';

export default { title: 'Sales/UnpublishDialog' };

const never = () => new Promise<never>(() => {});

/** Unpublish's confirmation as the Sales page's Unpublish opens it; confirmed, the request stays pending. */
function Dialog({ confirm }: { confirm: boolean }) {
  const actor = useActorRef(unpublishMachine.provide({ actors: { unpublishBot: fromPromise<void, { botId: number }>(never) } }));
  useEffect(() => {
    actor.send({ type: 'unpublish.request', bot: forecastSales });
    if (confirm) actor.send({ type: 'unpublish.confirm' });
  }, [actor, confirm]);
  // The Sales page behind the dialog: the modal renders outside the story's root.
  return (
    <>
      <h1>Sales</h1>
      <UnpublishDialog actor={actor} />
    </>
  );
}

/** Nothing asked yet: the page shows no dialog. */
export const Idle: Story = () => {
  const actor = useActorRef(unpublishMachine);
  return (
    <>
      <h1>Sales</h1>
      <p>Nothing is being unpublished.</p>
      <UnpublishDialog actor={actor} />
    </>
  );
};
export const Confirming: Story = () => <Dialog confirm={false} />;
export const Unpublishing: Story = () => <Dialog confirm />;
