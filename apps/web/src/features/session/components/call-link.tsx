/**
 * What the call says of its link (docs/product/chat-and-calls.md#call-quality): the level and the
 * trouble it names, advice that fits that trouble, video paused for audio only on either side and
 * why, the data used so far, and the member's choice of audio only or the data saver
 * (docs/product/chat-and-calls.md#call-modes), saved to their account.
 */
import { useEffect, useState } from 'react';
import { routes, type CallMode } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Alert, Button, useFormat, useT, useToast } from '@darsak/ui';
import type { Call, CallState } from '../../../components/session/call.js';
import { saverByDefault } from '../../../components/session/link-policy.js';

type Connection = { saveData?: boolean; type?: string };

/** The mode the member chose before, or what their browser's connection suggests. */
const initialMode = (saved: CallMode | null | undefined): CallMode =>
  saved ??
  (saverByDefault((navigator as Navigator & { connection?: Connection }).connection)
    ? 'saver'
    : 'full');

/** The member's call mode: applied to the call, and saved to their account when they choose. */
export const useCallMode = (call: Call | null) => {
  const t = useT();
  const toast = useToast();
  const { client, user, setUser } = useSession();
  const [mode, setMode] = useState<CallMode>(() => initialMode(user?.callMode));
  useEffect(() => call?.setMode(mode), [call, mode]);
  const choose = (next: CallMode) => {
    setMode(next);
    if (!user) return;
    client
      .call(routes.updateUser, { params: { id: user.id }, body: { callMode: next } })
      .then(setUser)
      .catch(() => toast.show({ type: 'error', title: t('session.modeNotSaved') }));
  };
  return [mode, choose] as const;
};

/** The level line: the level, the trouble it names, and the figures behind it. */
export const LinkLevel = ({ state }: { state: CallState | null }) => {
  const t = useT();
  const format = useFormat();
  const quality = state?.quality;
  const connected = state?.connection === 'connected';
  const level = connected ? (quality?.level ?? 'unknown') : 'unknown';
  const trouble = connected && quality && quality.trouble !== 'none' ? quality.trouble : null;
  return (
    <p
      className="text-sm text-ink-100 lg:text-ink-700"
      data-testid="quality"
      data-level={level}
      data-trouble={trouble ?? 'none'}
      data-frames={quality?.framesDecoded ?? 0}
    >
      {t(`session.quality.${level}`)}
      {/* Real spaces, not margins only: the line reads as words to a screen reader and a copy. */}
      {trouble && <span> · {t(`session.trouble.${trouble}`)}</span>}
      {connected && quality?.roundTripMs != null && (
        // The figures are left out on a phone, where the strip has room for one line.
        <span className="hidden text-ink-300 sm:inline lg:text-ink-500">
          {' '}
          {t('session.qualityDetail', {
            rtt: format.number(Math.round(quality.roundTripMs)),
            loss: format.number(Math.round(quality.lossPercent ?? 0)),
            kbps: format.number(quality.kbps ?? 0),
          })}
        </span>
      )}
    </p>
  );
};

/**
 * The banners of the link, one at a time, the most urgent first: a cut, video paused on either
 * side, then a poor link named with advice that fits it, ours or the other side's.
 */
export const LinkBanners = ({
  state,
  name,
  online,
}: {
  state: CallState | null;
  name: string;
  online: boolean;
}) => {
  const t = useT();
  if (!state) return null;
  const reconnecting =
    !online ||
    (state.remotePresent &&
      (state.connection === 'disconnected' ||
        state.connection === 'failed' ||
        state.remoteSilent ||
        state.stalled));
  if (reconnecting)
    return (
      <Alert tone="warning" title={t('session.reconnecting', { name })}>
        {t('session.reconnectingText')}
      </Alert>
    );
  if (state.connection !== 'connected') return null;
  const remote = state.remoteLink;
  if (state.paused || remote?.paused)
    return (
      <div data-testid="audio-only-banner" data-side={state.paused ? 'mine' : 'theirs'}>
        <Alert tone="info" title={t('session.pausedTitle')}>
          {state.paused ? t('session.pausedMine') : t('session.pausedTheirs', { name })}
        </Alert>
      </div>
    );
  if (state.mode !== 'audio' && remote?.mode === 'audio')
    return (
      <div data-testid="audio-only-banner" data-side="chosen">
        <Alert tone="info" title={t('session.remoteAudioOnly', { name })}>
          {t('session.remoteAudioOnlyText')}
        </Alert>
      </div>
    );
  const mine = state.quality.level === 'poor' ? state.quality.trouble : 'none';
  if (mine !== 'none')
    return (
      <div data-testid="trouble-banner" data-trouble={mine}>
        <Alert tone="warning" title={t(`session.troubleTitle.${mine}`)}>
          {t(`session.advice.${mine}`)}
        </Alert>
      </div>
    );
  if (remote && remote.trouble !== 'none' && state.quality.trouble === 'none')
    return (
      <div data-testid="trouble-banner" data-trouble="remote">
        <Alert tone="info" title={t('session.troubleTitle.remote', { name })}>
          {t('session.advice.remote', { name })}
        </Alert>
      </div>
    );
  return null;
};

/** Megabytes with one decimal at most. */
const megabytes = (bytes: number) => Math.round(bytes / 100_000) / 10;

/** The data the call used so far, sent and received. */
export const DataUsed = ({ bytes }: { bytes: number }) => {
  const t = useT();
  const format = useFormat();
  return (
    <p
      className="text-sm text-ink-100 lg:text-ink-700"
      data-testid="data-used"
      data-bytes={Math.round(bytes)}
    >
      {t('session.dataUsed', { amount: format.number(megabytes(bytes)) })}
    </p>
  );
};

/** Audio only and the data saver: one tap each, pressed while on. */
export const ModeButtons = ({
  mode,
  onChoose,
}: {
  mode: CallMode;
  onChoose: (mode: CallMode) => void;
}) => {
  const t = useT();
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={mode === 'audio'}
        onClick={() => onChoose(mode === 'audio' ? 'full' : 'audio')}
      >
        {t('session.audioOnly')}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={mode === 'saver'}
        onClick={() => onChoose(mode === 'saver' ? 'full' : 'saver')}
      >
        {t('session.dataSaver')}
      </Button>
    </>
  );
};
