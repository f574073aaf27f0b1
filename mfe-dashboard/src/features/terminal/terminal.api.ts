import type { TerminalTicket } from '@ilm/contract';
import { api, apiSocketUrl } from '@ilm/shared/api';

/** `POST labs/instances/:id/terminal/`: a single-use ticket for the instance's terminal socket. */
export const requestTerminalTicket = (instanceId: string) =>
  api<TerminalTicket>(`labs/instances/${encodeURIComponent(instanceId)}/terminal/`, { method: 'POST' });

/** The socket address of a ticket; `since` is how much output the page already shows. */
export const terminalSocketUrl = (ticket: TerminalTicket, since: number) => apiSocketUrl(ticket.path, { ticket: ticket.ticket, since });
