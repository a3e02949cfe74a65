import type { FastifyReply } from 'fastify';

export interface EventStream<T> {
  /** Writes one event as a `data:` line of JSON; nothing once the stream has ended. */
  send: (event: T) => void;
  end: () => void;
  /** Aborts when the client goes away before the end. */
  gone: AbortSignal;
}

/** Takes the reply over as a text/event-stream (Flo's answers, a run's progress). */
export function openEventStream<T>(reply: FastifyReply): EventStream<T> {
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // A proxy must pass each event on as it comes.
    'X-Accel-Buffering': 'no',
  });
  return {
    send: (event) => {
      if (!reply.raw.writableEnded) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    end: () => reply.raw.end(),
    gone: gone.signal,
  };
}
