import { createHash, randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { terminalTickets } from './terminal.schema';

/** How long a terminal ticket may wait to be used. */
export const TICKET_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Terminal tickets as rows (docs/decisions/0008-fleet.md): one issued by any API process opens the
 * socket on any other, once. Only a ticket's hash is stored, and its expiry is the database's clock,
 * the one every process shares.
 */
export class TerminalTickets {
  constructor(private readonly db: Db) {}

  async issue(userId: string, instanceId: string): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomBytes(32).toString('base64url');
    await this.db.delete(terminalTickets).where(lt(terminalTickets.expiresAt, sql`now()`));
    await this.db.insert(terminalTickets).values({
      ticketHash: hashOf(ticket),
      userId,
      instanceId,
      expiresAt: sql`now() + make_interval(secs => ${TICKET_SECONDS})`,
    });
    return { ticket, expiresIn: TICKET_SECONDS };
  }

  /**
   * Uses a ticket up: its learner when it is valid for this instance, else undefined. One statement
   * deletes and reads it, so two processes given the same ticket cannot both open a socket.
   */
  async redeem(ticket: string | undefined, instanceId: string): Promise<string | undefined> {
    if (!ticket) return undefined;
    const [found] = await this.db
      .delete(terminalTickets)
      .where(sql`${terminalTickets.ticketHash} = ${hashOf(ticket)}`)
      .returning({ userId: terminalTickets.userId, instanceId: terminalTickets.instanceId, live: sql<boolean>`${terminalTickets.expiresAt} > now()` });
    if (!found || found.instanceId !== instanceId || !found.live) return undefined;
    return found.userId;
  }
}
