/** The cameras, microphones and speakers the browser knows, kept current as they come and go. */
import { useCallback, useEffect, useState } from 'react';

export type Devices = {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
};

/**
 * The devices, listed while `active` and again whenever one is plugged in or out; `refresh` lists
 * them again (their names appear once the browser was allowed to use them).
 */
export const useDevices = (active = true) => {
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [], speakers: [] });
  const refresh = useCallback(async () => {
    const all = await navigator.mediaDevices.enumerateDevices();
    setDevices({
      cameras: all.filter((d) => d.kind === 'videoinput'),
      microphones: all.filter((d) => d.kind === 'audioinput'),
      speakers: all.filter((d) => d.kind === 'audiooutput'),
    });
  }, []);
  useEffect(() => {
    if (!active) return undefined;
    void refresh();
    const onChange = () => void refresh();
    navigator.mediaDevices.addEventListener('devicechange', onChange);
    return () => navigator.mediaDevices.removeEventListener('devicechange', onChange);
  }, [active, refresh]);
  return { devices, refresh };
};

/** A picker's options: each device by its name, or numbered when the browser tells none. */
export const DeviceOptions = ({
  devices,
  unnamed,
}: {
  devices: MediaDeviceInfo[];
  /** What the n-th device without a name is called: «كاميرا ٢». */
  unnamed: (n: number) => string;
}) =>
  devices.map((device, i) => (
    <option key={device.deviceId || i} value={device.deviceId}>
      {device.label || unnamed(i + 1)}
    </option>
  ));
