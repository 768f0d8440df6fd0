/**
 * Before joining (docs/product/chat-and-calls.md#device-check): camera and microphone pickers with
 * a live preview, a microphone level meter and a speaker test; each device error said in the
 * page's language with what to do. The devices chosen last time open first, and a choice is
 * remembered for the next call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, SelectField, useT } from '@darsak/ui';
import { DeviceOptions, useDevices } from './devices.js';
import { LevelMeter } from './level-meter.js';
import {
  deviceErrorOf,
  openMedia,
  openRemembered,
  rememberDevice,
  rememberedDevices,
  stopMedia,
  type DeviceErrorCode,
} from './media.js';

export const DeviceCheck = ({
  onStream,
}: {
  /** The stream to join with, or null while there is none. */
  onStream: (stream: MediaStream | null) => void;
}) => {
  const t = useT();
  const { devices, refresh: listDevices } = useDevices();
  const [camera, setCamera] = useState<string | null>(() => rememberedDevices().camera);
  const [microphone, setMicrophone] = useState<string | null>(() => rememberedDevices().microphone);
  const [speaker, setSpeaker] = useState<string>(() => rememberedDevices().speaker ?? '');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<DeviceErrorCode | null>(null);
  const [opening, setOpening] = useState(true);
  const preview = useRef<HTMLVideoElement>(null);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(
    async (cameraId: string | null, microphoneId: string | null, remembered = false) => {
      setOpening(true);
      stopMedia(current.current);
      current.current = null;
      setStream(null);
      onStream(null);
      try {
        const opened = remembered
          ? await openRemembered({ camera: cameraId, microphone: microphoneId, speaker: null })
          : await openMedia(cameraId, microphoneId);
        if (!remembered) {
          if (cameraId) rememberDevice('camera', cameraId);
          if (microphoneId) rememberDevice('microphone', microphoneId);
        }
        current.current = opened;
        setStream(opened);
        setError(null);
        onStream(opened);
        await listDevices();
      } catch (failure) {
        setError(deviceErrorOf(failure));
      } finally {
        setOpening(false);
      }
    },
    [listDevices, onStream],
  );

  useEffect(() => {
    void open(camera, microphone, true);
    // Opened once; a picker's choice reopens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream]);

  const testSpeaker = async () => {
    const context = new AudioContext();
    const sink = context as AudioContext & { setSinkId?: (id: string) => Promise<void> };
    if (speaker && sink.setSinkId) await sink.setSinkId(speaker).catch(() => undefined);
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 440;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + 0.8);
    tone.onended = () => void context.close();
  };

  const activeCamera = stream?.getVideoTracks()[0]?.getSettings().deviceId ?? camera ?? '';
  const activeMicrophone = stream?.getAudioTracks()[0]?.getSettings().deviceId ?? microphone ?? '';

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900">
        <video
          ref={preview}
          autoPlay
          playsInline
          muted
          className="size-full -scale-x-100 object-cover"
          aria-label={t('session.preview')}
          data-testid="preview"
        />
        {!stream && (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-white">
            {opening ? t('session.opening') : t('session.noPreview')}
          </p>
        )}
      </div>
      <div className="space-y-4">
        {error && (
          <Alert
            tone="error"
            title={t(`error.${error}`)}
            action={
              <Button variant="secondary" onClick={() => void open(camera, microphone, true)}>
                {t('ui.retry')}
              </Button>
            }
          >
            {t(`session.help.${error}`)}
          </Alert>
        )}
        <SelectField
          label={t('session.camera')}
          value={activeCamera}
          disabled={devices.cameras.length === 0}
          onChange={(event) => {
            setCamera(event.target.value);
            void open(event.target.value, microphone);
          }}
        >
          <DeviceOptions devices={devices.cameras} unnamed={(n) => t('session.cameraN', { n })} />
        </SelectField>
        <SelectField
          label={t('session.microphone')}
          value={activeMicrophone}
          disabled={devices.microphones.length === 0}
          onChange={(event) => {
            setMicrophone(event.target.value);
            void open(camera, event.target.value);
          }}
        >
          <DeviceOptions
            devices={devices.microphones}
            unnamed={(n) => t('session.microphoneN', { n })}
          />
        </SelectField>
        <LevelMeter stream={stream} />
        <div className="flex flex-wrap items-end gap-2">
          {devices.speakers.length > 1 && (
            <SelectField
              label={t('session.speaker')}
              value={speaker}
              onChange={(event) => {
                setSpeaker(event.target.value);
                rememberDevice('speaker', event.target.value);
              }}
            >
              <DeviceOptions
                devices={devices.speakers}
                unnamed={(n) => t('session.speakerN', { n })}
              />
            </SelectField>
          )}
          <Button variant="secondary" onClick={() => void testSpeaker()}>
            {t('session.testSpeaker')}
          </Button>
        </div>
      </div>
    </div>
  );
};
