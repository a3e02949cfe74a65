import { describe, expect, it } from 'vitest';
import { notRetried } from '../../../../src/domain/workflow/retry-policy';
import { executeCode } from '../../../../server/runs/executors/code';
import { executorContext, failureOf, settingsOf } from './executor-harness';

describe('the Code executor (Script)', () => {
  it('answers what its code returns from its input', async () => {
    const { context } = executorContext({ type: 'script', input: { price: 4 } });
    expect(await executeCode(context, settingsOf('code', { code: 'return { total: input.price * 2 };' }))).toEqual({ output: { total: 8 } });
  });

  it('gives the code the runtime: its node’s properties as inputs, and log lines in the step’s logs', async () => {
    const properties = { code: "log.info('rate ' + inputs.rate); return input * inputs.rate;", rate: 3 };
    const { context, logs } = executorContext({ type: 'script', input: 5, properties });
    expect(await executeCode(context, settingsOf('code', properties))).toEqual({ output: 15 });
    expect(logs).toEqual(['rate 3']);
  });

  it('fails code that throws with its message, to be retried, and code that does not parse, not to be', async () => {
    const thrown = executorContext({ type: 'script' }).context;
    expect(await failureOf(executeCode(thrown, settingsOf('code', { code: "throw new Error('no stock');" })))).toEqual({ message: expect.stringContaining('no stock'), notRetried: null });
    const unparsed = executorContext({ type: 'script' }).context;
    expect(await failureOf(executeCode(unparsed, settingsOf('code', { code: 'return {' })))).toMatchObject({ notRetried: notRetried.syntax });
  });
});

/** D153: a script's failure names what failed and the line in the user's code; a TypeError or ReferenceError is final. */
describe('what a Code node says when its code fails', () => {
  const failing = (code: string) => failureOf(executeCode(executorContext({ type: 'script', input: { items: [] } }).context, settingsOf('code', { code })));

  it('names a runtime object called as a function, and what to call instead, at its line', async () => {
    expect(await failing("log('x')")).toEqual({ message: 'log is not a function (use log.info, log.warn or log.error), line 1', notRetried: notRetried.codeMistake });
    expect(await failing("const total = 3;\nawait sleep(1);\nsecrets('crm');")).toEqual({ message: 'secrets is not a function (use secrets.get), line 3', notRetried: notRetried.codeMistake });
  });

  it('names a name that is not defined, and an expression that is not a function, at the line in the code (not the wrapper’s)', async () => {
    expect(await failing('const a = 1;\nconst b = 2;\nreturn foo + a + b;')).toEqual({ message: 'foo is not defined, line 3', notRetried: notRetried.codeMistake });
    expect(await failing("log.info('start');\n  input.items.first();")).toEqual({ message: 'input.items.first is not a function, line 2', notRetried: notRetried.codeMistake });
  });

  it('names what was undefined when a property could not be read, in the plain sandbox too', async () => {
    // No runtime name: the body runs in the plain sandbox, whose wrapper adds a line as well.
    expect(await failing('const order = input.order;\nreturn order.lines.length;')).toEqual({ message: "order is undefined, so its property 'lines' cannot be read, line 2", notRetried: notRetried.codeMistake });
    expect(await failing('const order = {};\nreturn order.lines.length;')).toEqual({ message: "order.lines is undefined, so its property 'length' cannot be read, line 2", notRetried: notRetried.codeMistake });
  });

  it('keeps QuickJS’s words where it names nothing, with the line, and an error the code throws as it was', async () => {
    // A callback handed to a native: the frame that threw is the native's, so only the line is said.
    expect(await failing('await sleep(1);\nreturn [1].map(2);')).toEqual({ message: 'TypeError: not a function, line 2', notRetried: notRetried.codeMistake });
    expect(await failing("await sleep(1);\nthrow new Error('boom');")).toEqual({ message: 'Error: boom', notRetried: null });
    expect(await failing('await sleep(1);\nreturn {;')).toEqual({ message: expect.stringMatching(/^SyntaxError: .*, line 2$/) as string, notRetried: notRetried.syntax });
  });
});
