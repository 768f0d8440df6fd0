/**
 * Changing the camera, microphone or speaker during a call: the devices the browser knows (kept
 * current as they are plugged in or out), the one in use picked. A new camera or microphone
 * replaces the old one on the connection without a new offer (Call.replaceTrack); the choice is
 * remembered for the next call. A device that cannot be opened says why, and the old one stays.
 * On a phone it also offers the diagnostic log, which a wide screen shows under the controls.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DownloadLogButton, SelectField, useT } from '@darsak/ui';
import type { Call } from '../../../components/session/call.js';
import { DeviceOptions, useDevices } from './devices.js';
import {
  canChooseSpeaker,
  deviceErrorOf,
  openTrack,
  rememberDevice,
  type DeviceErrorCode,
} from './media.js';

export const DevicePicker = ({
  open,
  onClose,
  call,
  stream,
  speaker,
  onSpeaker,
  onReplaced,
}: {
  open: boolean;
  onClose: () => void;
  call: Call | null;
  /** The call's own stream: its tracks say which devices are in use. */
  stream: MediaStream;
  /** The speaker the other side's sound plays on ('' for the browser's own). */
  speaker: string;
  onSpeaker: (deviceId: string) => void;
  /** A camera or microphone was put in the call. */
  onReplaced: () => void;
}) => {
  const t = useT();
  const { devices } = useDevices(open);
  const [error, setError] = useState<DeviceErrorCode | null>(null);
  const [busy, setBusy] = useState<'video' | 'audio' | null>(null);

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const inUse = (kind: 'video' | 'audio') =>
    (kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks())[0]?.getSettings()
      .deviceId ?? '';

  const choose = async (kind: 'video' | 'audio', deviceId: string) => {
    if (!call || deviceId === inUse(kind)) return;
    setBusy(kind);
    setError(null);
    try {
      const track = await openTrack(kind, deviceId);
      await call.replaceTrack(track);
      rememberDevice(kind === 'video' ? 'camera' : 'microphone', deviceId);
      onReplaced();
    } catch (failure) {
      setError(deviceErrorOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const speakers = canChooseSpeaker() ? devices.speakers : [];

  return (
    <Dialog open={open} onClose={onClose} title={t('session.devicesTitle')}>
      {error && (
        <Alert tone="error" title={t(`error.${error}`)}>
          {t(`session.help.${error}`)}
        </Alert>
      )}
      <SelectField
        label={t('session.camera')}
        value={inUse('video')}
        disabled={devices.cameras.length === 0 || busy !== null}
        aria-busy={busy === 'video' || undefined}
        onChange={(event) => void choose('video', event.target.value)}
      >
        <DeviceOptions devices={devices.cameras} unnamed={(n) => t('session.cameraN', { n })} />
      </SelectField>
      <SelectField
        label={t('session.microphone')}
        value={inUse('audio')}
        disabled={devices.microphones.length === 0 || busy !== null}
        aria-busy={busy === 'audio' || undefined}
        onChange={(event) => void choose('audio', event.target.value)}
      >
        <DeviceOptions
          devices={devices.microphones}
          unnamed={(n) => t('session.microphoneN', { n })}
        />
      </SelectField>
      {speakers.length > 1 && (
        <SelectField
          label={t('session.speaker')}
          value={speaker || (speakers[0]?.deviceId ?? '')}
          onChange={(event) => {
            onSpeaker(event.target.value);
            rememberDevice('speaker', event.target.value);
          }}
        >
          <DeviceOptions devices={speakers} unnamed={(n) => t('session.speakerN', { n })} />
        </SelectField>
      )}
      {/* On a phone the call has no room for it under its controls. */}
      <p className="text-sm text-ink-600 lg:hidden">
        {t('session.reportHint')} <DownloadLogButton />
      </p>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.close')}
        </Button>
      </div>
    </Dialog>
  );
};
