import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../config';

/** One readable line per answered request (`GET /api/v1/users → 200 (12 ms)`) instead of two JSON objects. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else if (reply.statusCode >= 500) reply.log.error(line);
    else reply.log.info(line);
  }
}

/**
 * Fastify's logger options for LOG_FORMAT: `json` is pino's JSON object per line (for a log collector), `pretty` one
 * readable line per event, for a person at a terminal.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logFormat' | 'logLevel'>,
  destination: NodeJS.WritableStream = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (config.logFormat === 'json') return { logger: { level: config.logLevel, stream: destination } };
  return {
    logger: {
      level: config.logLevel,
      stream: pinoPretty({
        destination,
        sync: true,
        colorize: destination === process.stdout && Boolean(process.stdout.isTTY),
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        // The request id closes the line: the id an error answer shows the user finds its line here.
        messageFormat: '{msg}{if reqId} · {reqId}{end}',
        singleLine: true,
      }),
    },
    logController: new OneLinePerRequest(),
  };
}
