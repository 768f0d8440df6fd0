/**
 * Warns when the device clock or time zone cannot be trusted: lesson times would be wrong
 * (docs/product/README.md#screens).
 */
import { useEffect, useState } from 'react';
import { CLOCK_SKEW_WARNING_MS } from '@darsak/shared';
import { useT } from '../i18n/provider.js';
import { Alert } from './surfaces.js';

export type ClockProblem = { kind: 'skew'; minutes: number } | { kind: 'zone' };

/** Compares the device clock with the server's, and checks the time zone resolves. */
export const checkClock = (
  serverTime: string,
  requestStartedAt: number,
  now: number,
): ClockProblem | null => {
  const server = Date.parse(serverTime);
  if (Number.isFinite(server)) {
    const deviceAtServerAnswer = (requestStartedAt + now) / 2;
    const skew = deviceAtServerAnswer - server;
    if (Math.abs(skew) > CLOCK_SKEW_WARNING_MS)
      return { kind: 'skew', minutes: Math.round(skew / 60000) };
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return { kind: 'zone' };
  return null;
};

export const ClockWarning = ({ configUrl }: { configUrl: string }) => {
  const t = useT();
  const [problem, setProblem] = useState<ClockProblem | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    fetch(configUrl, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ serverTime: string }>)
      .then((config) => setProblem(checkClock(config.serverTime, started, Date.now())))
      .catch(() => undefined);
    return () => controller.abort();
  }, [configUrl]);
  if (!problem) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-3">
      <Alert tone="warning" title={t('ui.clock.title')}>
        {problem.kind === 'skew'
          ? t('ui.clock.skew', {
              minutes: Math.abs(problem.minutes),
              direction: problem.minutes > 0 ? 'ahead' : 'behind',
            })
          : t('ui.clock.zone')}
      </Alert>
    </div>
  );
};
