/**
 * Before joining (SPEC §2 `/session` device check): camera and microphone pickers with a live
 * preview, a microphone level meter and a speaker test; each device error of SPEC §8 said in the
 * page's language with what to do.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, SelectField, useT } from '@darsak/ui';
import { LevelMeter } from './level-meter.js';
import { deviceErrorOf, openMedia, stopMedia, type DeviceErrorCode } from './media.js';

type Devices = {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
};

export const DeviceCheck = ({
  onStream,
}: {
  /** The stream to join with, or null while there is none. */
  onStream: (stream: MediaStream | null) => void;
}) => {
  const t = useT();
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [], speakers: [] });
  const [camera, setCamera] = useState<string | null>(null);
  const [microphone, setMicrophone] = useState<string | null>(null);
  const [speaker, setSpeaker] = useState<string>('');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<DeviceErrorCode | null>(null);
  const [opening, setOpening] = useState(true);
  const preview = useRef<HTMLVideoElement>(null);
  const current = useRef<MediaStream | null>(null);

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({
      cameras: all.filter((d) => d.kind === 'videoinput'),
      microphones: all.filter((d) => d.kind === 'audioinput'),
      speakers: all.filter((d) => d.kind === 'audiooutput'),
    });
  }, []);

  const open = useCallback(
    async (cameraId: string | null, microphoneId: string | null) => {
      setOpening(true);
      stopMedia(current.current);
      current.current = null;
      setStream(null);
      onStream(null);
      try {
        const opened = await openMedia(cameraId, microphoneId);
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
    void open(null, null);
    const onChange = () => void listDevices();
    navigator.mediaDevices.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices.removeEventListener('devicechange', onChange);
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
              <Button variant="secondary" onClick={() => void open(camera, microphone)}>
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
          {devices.cameras.map((device, i) => (
            <option key={device.deviceId || i} value={device.deviceId}>
              {device.label || t('session.cameraN', { n: i + 1 })}
            </option>
          ))}
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
          {devices.microphones.map((device, i) => (
            <option key={device.deviceId || i} value={device.deviceId}>
              {device.label || t('session.microphoneN', { n: i + 1 })}
            </option>
          ))}
        </SelectField>
        <LevelMeter stream={stream} />
        <div className="flex flex-wrap items-end gap-2">
          {devices.speakers.length > 1 && (
            <SelectField
              label={t('session.speaker')}
              value={speaker}
              onChange={(event) => setSpeaker(event.target.value)}
            >
              {devices.speakers.map((device, i) => (
                <option key={device.deviceId || i} value={device.deviceId}>
                  {device.label || t('session.speakerN', { n: i + 1 })}
                </option>
              ))}
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
