/**
 * Cameras and microphones: opening them, remembering the ones chosen, and what each failure
 * means (docs/product/chat-and-calls.md#device-check).
 */
import { STORAGE_KEYS } from '@darsak/shared';

export type DeviceErrorCode =
  | 'device-not-found'
  | 'device-not-readable'
  | 'device-over-constrained'
  | 'device-permission-denied'
  | 'device-unexpected';

/** The device error of a getUserMedia failure. */
export const deviceErrorOf = (error: unknown): DeviceErrorCode => {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'device-not-found';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError')
    return 'device-not-readable';
  if (name === 'OverconstrainedError' || name === 'ConstraintNotSatisfiedError')
    return 'device-over-constrained';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError')
    return 'device-permission-denied';
  return 'device-unexpected';
};

/** Whether this browser can hold a call at all (docs/product/README.md#screens). */
export const supportsCalls = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.RTCPeerConnection === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

const videoConstraints = (camera: string | null): MediaTrackConstraints =>
  camera ? { deviceId: { exact: camera } } : { width: { ideal: 1280 }, height: { ideal: 720 } };

const audioConstraints = (microphone: string | null): MediaTrackConstraints => ({
  ...(microphone ? { deviceId: { exact: microphone } } : {}),
  echoCancellation: true,
  noiseSuppression: true,
});

export const openMedia = (camera: string | null, microphone: string | null) =>
  navigator.mediaDevices.getUserMedia({
    video: videoConstraints(camera),
    audio: audioConstraints(microphone),
  });

/** One camera's or microphone's track, to put in a call in place of the one there. */
export const openTrack = async (kind: 'video' | 'audio', deviceId: string) => {
  const opened = await navigator.mediaDevices.getUserMedia(
    kind === 'video'
      ? { video: videoConstraints(deviceId) }
      : { audio: audioConstraints(deviceId) },
  );
  const [track] = kind === 'video' ? opened.getVideoTracks() : opened.getAudioTracks();
  if (!track) throw Object.assign(new Error('No track opened'), { name: 'NotFoundError' });
  return track;
};

/** The devices last chosen on this browser, by id; null where none was chosen. */
export type DeviceChoice = {
  camera: string | null;
  microphone: string | null;
  speaker: string | null;
};

export const rememberedDevices = (): DeviceChoice => {
  const none: DeviceChoice = { camera: null, microphone: null, speaker: null };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.devices) ?? '{}') as Record<
      string,
      unknown
    >;
    const idOf = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return {
      camera: idOf(saved.camera),
      microphone: idOf(saved.microphone),
      speaker: idOf(saved.speaker),
    };
  } catch {
    return none;
  }
};

export const rememberDevice = (kind: keyof DeviceChoice, deviceId: string) => {
  try {
    localStorage.setItem(
      STORAGE_KEYS.devices,
      JSON.stringify({ ...rememberedDevices(), [kind]: deviceId }),
    );
  } catch {
    // Storage full or blocked: the choice lasts for this call only.
  }
};

/**
 * The devices remembered from last time, or the browser's own when they are gone (unplugged, or
 * their ids changed): a remembered camera never stands between a member and the call.
 */
export const openRemembered = async (choice: DeviceChoice) => {
  try {
    return await openMedia(choice.camera, choice.microphone);
  } catch (error) {
    const code = deviceErrorOf(error);
    const gone = code === 'device-not-found' || code === 'device-over-constrained';
    if (gone && (choice.camera || choice.microphone)) return openMedia(null, null);
    throw error;
  }
};

/**
 * Whether this browser can share a screen. Phones and tablets cannot, even where a browser has the
 * method (docs/product/chat-and-calls.md#on-a-phone): a touch screen with no mouse counts as one.
 */
export const canShareScreen = (): boolean =>
  typeof navigator.mediaDevices?.getDisplayMedia === 'function' &&
  !window.matchMedia('(hover: none) and (pointer: coarse)').matches;

/** The camera and microphone a stream holds, to open the same ones again. */
export const devicesOf = (stream: MediaStream): DeviceChoice => ({
  camera: stream.getVideoTracks()[0]?.getSettings().deviceId || null,
  microphone: stream.getAudioTracks()[0]?.getSettings().deviceId || null,
  speaker: null,
});

/** Whether this browser can send a call's sound to a speaker of one's choice. */
export const canChooseSpeaker = (): boolean =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;

export const stopMedia = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};
