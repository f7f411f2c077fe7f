import 'server-only';
import pino, { type Logger } from 'pino';

/**
 * The portal's one logger: JSON lines on stdout, one object per event, at the level LOG_LEVEL
 * names (info by default). Read from process.env directly rather than getEnv(), so that a
 * configuration error can itself be logged.
 */
export const log: Logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  base: { service: 'portal' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
