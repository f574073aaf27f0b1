import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded request: method, path with query, Authorization header and body. */
export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

/** A handler answers `[status, body]`; a string body is sent as text, anything else as JSON. */
export type Handler = (request: SeenRequest) => [number, unknown] | Promise<[number, unknown]>;

/** A real HTTP server on 127.0.0.1 for tests that must mock the API at the network level. */
export interface TestApiServer {
  url: string;
  seen: SeenRequest[];
  on(methodAndPath: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** Starts a {@link TestApiServer}; unknown routes answer 404. Routes are 'GET /accounts/get-user/' (query ignored). */
export async function startTestApiServer(): Promise<TestApiServer> {
  const handlers = new Map<string, Handler>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const entry: SeenRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      authorization: request.headers.authorization,
      body: await readBody(request),
    };
    seen.push(entry);
    const handler = handlers.get(`${entry.method} ${entry.path.split('?')[0]}`);
    const [status, body] = handler ? await handler(entry) : [404, { message: 'not found' }];
    const text = typeof body === 'string';
    response.writeHead(status, { 'content-type': text ? 'text/plain' : 'application/json' });
    response.end(text ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    seen,
    on: (key, handler) => void handlers.set(key, handler),
    reset: () => {
      handlers.clear();
      seen.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
