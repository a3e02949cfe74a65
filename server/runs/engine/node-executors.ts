import type { Behaviour } from '../../../src/domain/workflow/node-catalogue/behaviours';
import { executeBot } from '../executors/bot';
import { executeCheck } from '../executors/check';
import { executeClickAction } from '../executors/click-action';
import { executeClickTrigger } from '../executors/click-trigger';
import { executeCode } from '../executors/code';
import { executeDecision } from '../executors/decision';
import { executeElementSelector } from '../executors/element-selector';
import { executeEmail } from '../executors/email';
import { executeEnd } from '../executors/end';
import { executeHttpRequest } from '../executors/http-request';
import { executeLibraryScript } from '../executors/library-script';
import { executePassThrough } from '../executors/pass-through';
import { executeSchedule } from '../executors/schedule';
import { executeStart } from '../executors/start';
import { executeTransform } from '../executors/transform';
import { executeWait } from '../executors/wait';
import { executeWebhook } from '../executors/webhook';
import type { Executor } from './executor-context';

/**
 * What each behaviour of the node catalogue does in a run (D45, D65, D68, D123; /documents/nodes),
 * keyed by the catalogue's behaviours: one without an executor here does not compile. Each lives in
 * server/runs/executors/, named after its behaviour, and answers its output and, when it leaves by
 * one output only, that output's handle.
 */
export const nodeExecutors: { [B in Behaviour]: Executor<B> } = {
  start: executeStart,
  end: executeEnd,
  passThrough: executePassThrough,
  decision: executeDecision,
  check: executeCheck,
  wait: executeWait,
  schedule: executeSchedule,
  httpRequest: executeHttpRequest,
  code: executeCode,
  transform: executeTransform,
  email: executeEmail,
  bot: executeBot,
  libraryScript: executeLibraryScript,
  clickTrigger: executeClickTrigger,
  clickAction: executeClickAction,
  elementSelector: executeElementSelector,
  webhook: executeWebhook,
};
