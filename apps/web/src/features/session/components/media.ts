/** Cameras and microphones: opening them, and what each failure of SPEC §8 means. */

export type DeviceErrorCode =
  | 'device-not-found'
  | 'device-not-readable'
  | 'device-over-constrained'
  | 'device-permission-denied'
  | 'device-unexpected';

/** The SPEC §8 device error of a getUserMedia failure. */
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

/** Whether this browser can hold a call at all (SPEC §2 WebRTC warning). */
export const supportsCalls = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.RTCPeerConnection === 'function' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

export const openMedia = (camera: string | null, microphone: string | null) =>
  navigator.mediaDevices.getUserMedia({
    video: camera
      ? { deviceId: { exact: camera } }
      : { width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: microphone
      ? { deviceId: { exact: microphone }, echoCancellation: true, noiseSuppression: true }
      : { echoCancellation: true, noiseSuppression: true },
  });

export const stopMedia = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};
