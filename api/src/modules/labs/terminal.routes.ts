import { InstanceParams, TerminalTicket } from '@ilm/contract';
import type { WebSocket } from 'ws';
import type { App } from '../../http/types';
import type { Authenticator } from '../accounts/authenticate';
import type { InstanceService } from './instances.service';
import type { Config } from '../../config';
import { MAX_SOCKETS_PER_INSTANCE, type TerminalService } from './terminal/terminal-service';
import { TICKET_SECONDS, type TerminalTickets } from './terminal/terminal-tickets';
import { say } from './labs.messages';

const tags = ['labs'];
const security = [{ bearerAuth: [] }];

/** A socket message over this closes the socket (1009). */
export const TERMINAL_MAX_MESSAGE_BYTES = 64 * 1024;
/** How often the API pings a terminal socket; one that has not answered by the next ping is closed. */
const PING_MS = 20_000;
/** Messages kept while the shell starts (a second at most); more closes the socket (1008). */
const EARLY_MESSAGES = 256;

/** Close codes the browser can tell apart (4000–4999 are the application's). */
const CLOSE = { unauthorized: 4401, forbidden: 4403, notRunning: 4409, tooMany: 4429, failed: 4500 } as const;

type ClientMessage = { type: 'input'; data: string } | { type: 'resize'; cols: number; rows: number };

function parse(raw: unknown): ClientMessage | undefined {
  try {
    const message = JSON.parse(String(raw)) as Partial<ClientMessage> & { type?: string };
    if (message.type === 'input' && typeof message.data === 'string') return message as ClientMessage;
    if (message.type === 'resize' && Number.isInteger(message.cols) && Number.isInteger(message.rows)) return message as ClientMessage;
  } catch {
    // Not JSON: ignored.
  }
  return undefined;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The services these routes use (given by their module: docs/rules/api-modules.md). */
export interface TerminalRouteServices {
  auth: Authenticator;
  instances: InstanceService;
  terminals: TerminalService;
  terminalTickets: TerminalTickets;
  config: Config;
}

/** The browser terminal of a running lab (docs/decisions/0004-lab-drivers.md#terminal). */
export async function terminalRoutes(app: App, { auth, instances, terminals, terminalTickets, config }: TerminalRouteServices) {
  app.post(
    '/labs/instances/:id/terminal/',
    {
      schema: {
        tags,
        security,
        description: `A single-use ticket (${TICKET_SECONDS} s) to open the running instance’s terminal socket, on any API process.`,
        params: InstanceParams,
        response: { 201: TerminalTicket },
      },
    },
    async (request, reply) => {
      const { user } = await auth.require(request);
      const instance = await instances.running(user.id, request.params.id);
      const { ticket, expiresIn } = await terminalTickets.issue(user.id, instance.id);
      return reply.status(201).send({ ticket, path: `labs/instances/${instance.id}/terminal/socket/`, expires_in: expiresIn });
    },
  );

  app.get('/labs/instances/:id/terminal/socket/', { websocket: true, schema: { hide: true, params: InstanceParams } }, async (socket: WebSocket, request) => {
    const { id } = request.params as { id: string };
    const query = request.query as { ticket?: string; since?: string };
    const refuse = (code: number, reason: string) => socket.close(code, reason.slice(0, 120));
    // Listen at once, before any await: ws drops a message that arrives while no listener is
    // attached, and a browser types (and sends its size) as soon as the socket opens. What comes
    // before the shell is ready waits here.
    const early: ClientMessage[] = [];
    let deliver = (message: ClientMessage) => {
      if (early.push(message) > EARLY_MESSAGES) socket.close(1008, 'too many messages before the shell was ready');
    };
    socket.on('message', (raw) => {
      const message = parse(raw);
      if (message) deliver(message);
    });
    // A page of another site must not drive a learner's shell, whatever it holds.
    const origin = request.headers.origin;
    if (!origin || !config.corsOrigins.includes(origin)) return refuse(CLOSE.forbidden, say(request.language, 'terminal_origin_refused'));
    const userId = await terminalTickets.redeem(query.ticket, id);
    if (!userId) return refuse(CLOSE.unauthorized, say(request.language, 'terminal_ticket_invalid'));
    try {
      await instances.running(userId, id);
    } catch {
      return refuse(CLOSE.notRunning, say(request.language, 'instance_not_running'));
    }
    if (!terminals.admit(id)) return refuse(CLOSE.tooMany, say(request.language, 'terminal_too_many', { max: MAX_SOCKETS_PER_INSTANCE }));
    socket.on('close', () => terminals.leave(id));

    let session;
    try {
      session = await terminals.session(id, { cols: 100, rows: 30 });
    } catch (error) {
      request.log.error({ err: error, instanceId: id }, 'lab terminal could not start');
      return refuse(CLOSE.failed, say(request.language, 'provision_failed'));
    }
    const send = (message: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const since = Number.parseInt(query.since ?? '0', 10);
    const missed = session.replay(Number.isFinite(since) && since >= 0 ? since : 0);
    if (missed.data) send({ type: 'output', ...missed });
    const stop = session.listen((event) => {
      send(event);
      if (event.type === 'exit') socket.close(1000, 'exit');
    });

    let answered = true;
    const pinger = setInterval(() => {
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    }, PING_MS);
    socket.on('pong', () => (answered = true));
    const shell = session;
    deliver = (message) => {
      if (message.type === 'input') shell.process.write(message.data);
      else shell.process.resize({ cols: clamp(message.cols, 10, 500), rows: clamp(message.rows, 5, 200) });
    };
    early.splice(0).forEach(deliver);
    socket.on('close', () => {
      clearInterval(pinger);
      stop();
    });
  });
}
