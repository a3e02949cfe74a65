import type { ActorRefFrom } from 'xstate';
import type { nodePropertiesMachine } from '../../machines/designer/node-properties.machine';
import type { paletteMachine } from '../../machines/designer/palette.machine';
import { selectPaletteBots } from '../../machines/designer/palette.selectors';

/**
 * The properties panel learns the user's active bots, with their inputs, from what the palette
 * loaded (D66): a bot node's Run Settings draw its bot's inputs. Returns the unsubscribe.
 */
export function followPaletteBots(palette: ActorRefFrom<typeof paletteMachine>, properties: ActorRefFrom<typeof nodePropertiesMachine>): () => void {
  let previous: unknown = null;
  const subscription = palette.subscribe((snapshot) => {
    const bots = selectPaletteBots(snapshot);
    if (bots === previous) return;
    previous = bots;
    properties.send({ type: 'bots.loaded', bots });
  });
  return () => subscription.unsubscribe();
}
