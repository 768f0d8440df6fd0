/**
 * A client logger that keeps recent lines so a user can attach them to a report
 * (docs/product/back-office.md#problem-reports).
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
type LogLine = { at: string; level: LogLevel; message: string };

const MAX_LINES = 500;
const lines: LogLine[] = [];

const stringify = (value: unknown): string => {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
};

export const log = (level: LogLevel, ...parts: unknown[]): void => {
  lines.push({ at: new Date().toISOString(), level, message: parts.map(stringify).join(' ') });
  if (lines.length > MAX_LINES) lines.splice(0, lines.length - MAX_LINES);
  if (level === 'error') console.error(...parts);
  else if (level === 'warn') console.warn(...parts);
};

export const logger = {
  debug: (...parts: unknown[]) => log('debug', ...parts),
  info: (...parts: unknown[]) => log('info', ...parts),
  warn: (...parts: unknown[]) => log('warn', ...parts),
  error: (...parts: unknown[]) => log('error', ...parts),
};

/** The text of the log: user agent, address, then the recent lines. */
export const logText = (userAgent: string, url: string): string =>
  [
    `User agent: ${userAgent}`,
    `URL: ${url}`,
    `Saved: ${new Date().toISOString()}`,
    '',
    ...lines.map((l) => `${l.at} [${l.level}] ${l.message}`),
  ].join('\n');

/** Records uncaught errors and rejected promises. */
export const captureGlobalErrors = (target: Window): void => {
  target.addEventListener('error', (event) =>
    logger.error('uncaught', event.message, event.filename, event.lineno),
  );
  target.addEventListener('unhandledrejection', (event) =>
    logger.error('unhandled rejection', event.reason),
  );
};

/** Saves the log as a text file through a temporary link. */
export const downloadLog = (doc: Document, nav: Navigator, loc: Location): void => {
  const blob = new Blob([logText(nav.userAgent, loc.href)], { type: 'text/plain;charset=utf-8' });
  const link = doc.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `darsak-log-${new Date().toISOString().replace(/[:.]/g, '-')}.txt`;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
};
