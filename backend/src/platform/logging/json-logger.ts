import { LoggerService } from '@nestjs/common';
import { requestContext } from './request-context';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** Nest's start-up chatter (one line per module and route) is only wanted when debugging. */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);
export type LogLevel = (typeof LEVELS)[number];

/**
 * Writes one JSON object per line to stdout, with the request id of the current request
 * when there is one, so logs of several instances can be searched together.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private readonly minLevel: LogLevel = 'info',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  ) {}

  log(message: unknown, context?: string) {
    this.emit(context && FRAMEWORK_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, traceOrContext?: string, context?: string) {
    const trace = context === undefined ? undefined : traceOrContext;
    this.emit('error', message, context ?? traceOrContext, trace);
  }
  warn(message: unknown, context?: string) {
    this.emit('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.emit('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.emit('debug', message, context);
  }

  private emit(level: LogLevel, message: unknown, context?: string, trace?: string) {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(this.minLevel)) return;
    const fields =
      typeof message === 'object' && message !== null && !(message instanceof Error)
        ? message
        : { msg: message instanceof Error ? message.message : String(message) };
    const entry = {
      time: new Date().toISOString(),
      level,
      ...(context ? { context } : {}),
      ...(requestContext.getStore() ? { requestId: requestContext.getStore()!.requestId } : {}),
      ...fields,
      ...(trace ? { trace } : {}),
    };
    this.write(JSON.stringify(entry));
  }
}
