import { http, HttpResponse } from 'msw';
import type { BaariAskBody, BaariCitation, BaariMessage, BaariStreamEvent } from '@ilm/contract';
import { API } from '../../testing/mock-api';

/** One event of Baari's stream, as the tests write it. */
export type StreamEvent = [BaariStreamEvent, unknown];

/** The request of each question the tests' API received. */
export interface AskRequest {
  body: BaariAskBody;
  headers: Headers;
}

/** Baari's stream as the API writes it: `event:`/`data:` blocks, cut into chunks at odd places as a network would. */
export function streamText(events: StreamEvent[]): string {
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

const encoder = new TextEncoder();

/**
 * `POST baari/ask/` answering `text/event-stream`: the events in chunks of 7 bytes; with `hold`,
 * the stream then stays open (an answer still being written) until the request is aborted.
 */
export function askHandler(events: StreamEvent[], options: { hold?: boolean; requests?: AskRequest[] } = {}) {
  return http.post(`${API}baari/ask/`, async ({ request }) => {
    options.requests?.push({ body: (await request.clone().json()) as BaariAskBody, headers: request.headers });
    const text = streamText(events);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < text.length; at += 7) controller.enqueue(encoder.encode(text.slice(at, at + 7)));
        if (!options.hold) controller.close();
        else request.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
  });
}

/** `POST baari/ask/` refusing the question with a JSON error body. */
export function askRefused(status: number, body: { code: string; message: string; field?: string }, headers: Record<string, string> = {}) {
  return http.post(`${API}baari/ask/`, () => HttpResponse.json({ statusCode: status, error: 'Error', ...body }, { status, headers }));
}

export const CITATIONS: BaariCitation[] = [
  { kind: 'lab', title: 'Least privilege with IAM', url: '/labs/iam-least-privilege' },
  { kind: 'career_path', title: 'Cloud Security Engineer', url: '/career-paths/cloud-security-engineer' },
];

/** An answer as the API keeps it. */
export function answer(text: string, overrides: Partial<BaariMessage> = {}): BaariMessage {
  return { id: 'm2', role: 'assistant', text, citations: CITATIONS, mode: 'offline', created_at: '2026-11-20T14:30:00.000Z', ...overrides };
}

/** A whole answer: meta, its text in pieces, done. */
export function answerEvents(text: string, conversationId: string | null = null): StreamEvent[] {
  const pieces = text.match(/.{1,12}/gs) ?? [];
  return [
    ['meta', { conversation_id: conversationId, mode: 'offline' }],
    ...pieces.map((piece): StreamEvent => ['delta', { text: piece }]),
    ['done', { message: answer(text) }],
  ];
}
