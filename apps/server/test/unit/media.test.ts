import { describe, expect, it } from 'vitest';
import { probeVideo } from '../../src/infra/media.js';
import { mp4, webm } from '../onboarding-fixtures.js';

describe('probeVideo', () => {
  it('reads the length of a WebM recording without a duration header from its last block', () => {
    expect(probeVideo(webm(61.5))).toEqual({ type: 'webm', durationMs: 61_500 });
  });
  it('believes a WebM duration header when there is one', () => {
    expect(probeVideo(webm(42, { declared: true }))).toEqual({ type: 'webm', durationMs: 42_000 });
  });
  it('reads an MP4 movie header', () => {
    expect(probeVideo(mp4(75))).toEqual({ type: 'mp4', durationMs: 75_000 });
  });
  it('refuses what is not a video, whatever it is called', () => {
    expect(probeVideo(Buffer.from('GIF89a not a video'))).toBeNull();
    expect(probeVideo(Buffer.alloc(0))).toBeNull();
    expect(probeVideo(webm(60).subarray(0, 3))).toBeNull();
  });
});
