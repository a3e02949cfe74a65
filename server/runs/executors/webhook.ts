import type { Executor } from '../engine/executor-context';

/** What the receiver hands a run a request as (server/webhooks): the Webhook node's output. */
interface ReceivedRequest {
  method?: unknown;
  path?: unknown;
}

/**
 * A Webhook node (D126, D135): a run that a request started begins here, with the request as the
 * node's input, which it hands on as its output. Reached from an earlier node instead (an edge an
 * imported workflow drew into it; the designer draws none, as it has no input), it passes its input
 * on like a Schedule.
 */
export const executeWebhook: Executor<'webhook'> = async (context) => {
  if (!context.runBeganHere) {
    context.log('Reached from an earlier node, not by a request: the input passes on');
    return { output: context.input };
  }
  const request = (typeof context.input === 'object' && context.input !== null ? context.input : {}) as ReceivedRequest;
  const method = typeof request.method === 'string' ? request.method : 'A';
  const path = typeof request.path === 'string' && request.path !== '' ? ` (path ${request.path})` : '';
  context.log(`${method} request received${path}: the request is the output`);
  return { output: context.input };
};
