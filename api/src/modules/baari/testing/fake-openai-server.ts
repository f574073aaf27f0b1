import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake server received. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export type Behaviour = (response: ServerResponse, request: ReceivedRequest) => void;

/** Streams `pieces` as an OpenAI-compatible server does: one `data:` chunk each, then `data: [DONE]`. */
export const streams =
  (pieces: string[], { done = true }: { done?: boolean } = {}): Behaviour =>
  (response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`);
    for (const content of pieces) response.write(`data: ${JSON.stringify({ choices: [{ delta: { content }, finish_reason: null }] })}\n\n`);
    if (done) response.write(`data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\ndata: [DONE]\n\n`);
    response.end();
  };

/** Answers a whole (non-streamed) completion. */
export const completes =
  (content: string): Behaviour =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  };

export const fails =
  (status: number): Behaviour =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'the model is not loaded' } }));
  };

/** Accepts the request and never answers (the client's timeout must end it). */
export const hangs: Behaviour = () => undefined;

/** Starts streaming, sends one piece, then something that is not JSON. */
export const sendsGarbage: Behaviour = (response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Half an ' } }] })}\n\n`);
  response.end('data: {"choices": [ this is not json\n\n');
};

/**
 * A local OpenAI-compatible chat-completions server for tests (node:http on 127.0.0.1): each request
 * is recorded and answered by the current behaviour.
 */
export async function startFakeModel(initial: Behaviour) {
  const requests: ReceivedRequest[] = [];
  let behaviour = initial;
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const received: ReceivedRequest = { path: request.url ?? '', headers: request.headers, body: raw ? JSON.parse(raw) : {} };
      requests.push(received);
      open.add(response);
      response.on('close', () => open.delete(response));
      behaviour(response, received);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next: Behaviour) {
      behaviour = next;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
