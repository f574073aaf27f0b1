import type { FastifyBaseLogger } from 'fastify';

/** A logger that writes nothing: the evaluation script and tests build the assistant outside an app. */
export function silentLog(): FastifyBaseLogger {
  const log = { level: 'silent', info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, silent() {}, child: () => log };
  return log as unknown as FastifyBaseLogger;
}
