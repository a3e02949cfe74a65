import { fromCallback, type AnyEventObject } from 'xstate';

/**
 * A fake streaming actor the test drives: it reports what the server would (through `sendBack`),
 * records each start's input, and counts how often it was stopped.
 */
export function createFakeTransport<TInput>() {
  const transport = {
    started: [] as TInput[],
    stopped: 0,
    sendBack: null as ((event: AnyEventObject) => void) | null,
    logic: fromCallback<AnyEventObject, TInput>(({ sendBack, input }) => {
      transport.started.push(input);
      transport.sendBack = sendBack;
      return () => {
        transport.stopped += 1;
      };
    }),
  };
  return transport;
}
