import { notRetried } from '../../../src/domain/workflow/retry-policy';

/**
 * Where the user's code sits in what QuickJS compiled: the wrapper around a node's code adds lines
 * before it, so QuickJS's line numbers are shifted back by those lines before a step names them.
 */
export interface CodeLocation {
  /** The file name QuickJS compiled it under: its frames name it. */
  fileName: string;
  /** Lines of the wrapper before the code's first line. */
  lineOffset: number;
  /** The code as the user (or the library) wrote it. */
  code: string;
  /** A library script's file is named with the line ("line 4 of fetch-json-api.js"); a node's own code is not. */
  namesFile: boolean;
  /** A runtime object called as a function: what to call instead (`log` → "log.info, log.warn or log.error"). */
  callInstead?: Readonly<Record<string, string>>;
}

/** What QuickJS's dump of a thrown error holds. */
export interface ThrownByCode {
  name?: string;
  message?: string;
  stack?: string;
}

interface Frame {
  file: string;
  line: number;
  column: number;
}

/** `    at <anonymous> (node.js:2:4)` and `    at node.js:3:1`; a native frame has no place. */
function framesOf(stack: string | undefined): Array<Frame | null> {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trim().startsWith('at '))
    .map((line) => {
      const place = /\(?([^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line);
      return place ? { file: place[1]!, line: Number(place[2]), column: Number(place[3]) } : null;
    });
}

/** A name or a chain of properties (`log`, `input.items.map`) that ends the text: what was called or read. */
const trailingExpression = /[A-Za-z_$][\w$]*(?:\s*\??\.\s*[A-Za-z_$][\w$]*)*$/;

function expressionBefore(text: string, column: number): string | null {
  const found = trailingExpression.exec(text.slice(0, column - 1).trimEnd());
  return found ? found[0].replace(/\s+/g, '') : null;
}

/**
 * The message naming what failed, when QuickJS's own says too little: it says "not a function"
 * without the name, which the code at the frame's column gives (QuickJS points at the call's
 * parenthesis, or at the dot of the property it could not read). Null: QuickJS's message stands.
 */
function namedMessage(error: ThrownByCode, sourceLine: string | undefined, frame: Frame | null): string | null {
  const message = error.message ?? '';
  if (error.name === 'ReferenceError') {
    const undefinedName = /^'(.+)' is not defined$/.exec(message);
    return undefinedName ? `${undefinedName[1]} is not defined` : null;
  }
  if (error.name !== 'TypeError' || sourceLine === undefined || frame === null) return null;
  const at = sourceLine[frame.column - 1];
  const called = /^not a (function|constructor)$/.exec(message);
  if (called && (at === '(' || at === '`')) {
    const callee = expressionBefore(sourceLine, frame.column);
    return callee ? `${callee} is not a ${called[1]}` : null;
  }
  const property = /^cannot (read|set) property '(.+)' of (undefined|null)$/.exec(message);
  if (property && (at === '.' || at === '[' || at === '?')) {
    const holder = expressionBefore(sourceLine, frame.column);
    return holder ? `${holder} is ${property[3]}, so its property '${property[2]}' cannot be ${property[1] === 'read' ? 'read' : 'set'}` : null;
  }
  return null;
}

/**
 * What a step says of an error the code threw (D153): a TypeError or ReferenceError names what it
 * was about, and the three kinds a retry cannot mend say the line in the user's code. Other errors
 * (the code's own `throw`, a host call's refusal) keep their message as it was.
 */
export function codeErrorMessage(error: ThrownByCode, where: CodeLocation): string {
  const plain = `${error.name ?? 'Error'}: ${error.message ?? ''}`;
  if (!(error.name === 'TypeError' || error.name === 'ReferenceError' || error.name === 'SyntaxError')) return plain;
  const frames = framesOf(error.stack);
  const inCode = frames.find((frame) => frame?.file === where.fileName) ?? null;
  const lines = where.code.split('\n');
  const line = inCode ? Math.min(inCode.line - where.lineOffset, lines.length) : 0;
  // Only the frame that threw tells what was called or read there: below a native call, it is the native's.
  const thrower = frames[0] === inCode && line >= 1 ? { ...inCode!, line } : null;
  const named = namedMessage(error, thrower ? lines[line - 1] : undefined, thrower);
  const hint = named && named.endsWith(' is not a function') ? where.callInstead?.[named.slice(0, -' is not a function'.length)] : undefined;
  const text = `${named ?? plain}${hint ? ` (use ${hint})` : ''}`;
  if (line < 1) return text;
  return `${text}, line ${line}${where.namesFile ? ` of ${where.fileName}` : ''}`;
}

/**
 * Whether an error the code threw is final (D153): a TypeError or ReferenceError meets the same
 * code and the same input on another attempt, and code that does not parse never will; an Error the
 * code throws itself may be about the world (an answer it did not like) and keeps its retries.
 */
export function whyCodeErrorIsFinal(name: string | undefined, { compiling }: { compiling: boolean }): string | null {
  if (name === 'TypeError' || name === 'ReferenceError') return notRetried.codeMistake;
  if (name === 'SyntaxError' && compiling) return notRetried.syntax;
  return null;
}
