import { describe, expect, it } from 'vitest';
import { probePicture, probeVideo, probeVoiceNote } from '../../src/infra/media.js';
import { jpeg, oggVoice, png, webmVideo, webmVoice, webp } from '../chat-media-fixtures.js';
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

describe('probeVoiceNote', () => {
  it('reads Opus in WebM, as Chromium records it, and its length', () => {
    expect(probeVoiceNote(webmVoice(12.34))).toEqual({ type: 'webm', durationMs: 12_340 });
  });
  it('reads Opus in Ogg from the last page, less the pre-skip', () => {
    expect(probeVoiceNote(oggVoice(95.5))).toEqual({ type: 'ogg', durationMs: 95_500 });
  });
  it('refuses a video, a WebM without tracks, two Ogg streams and what is not audio', () => {
    expect(probeVoiceNote(webmVideo(5))).toBeNull();
    expect(probeVoiceNote(webm(5))).toBeNull();
    expect(probeVoiceNote(Buffer.concat([oggVoice(2), oggVoice(2, 77)]))).toBeNull();
    expect(probeVoiceNote(oggVoice(5).subarray(0, 40))).toBeNull();
    expect(probeVoiceNote(png())).toBeNull();
    expect(probeVoiceNote(Buffer.alloc(0))).toBeNull();
  });
});

describe('probePicture', () => {
  it('reads the pixels of a JPEG, a PNG and a WebP', () => {
    expect(probePicture(jpeg(1600, 1200))).toEqual({ type: 'jpg', width: 1600, height: 1200 });
    expect(probePicture(png(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
    expect(probePicture(webp(1200, 1600))).toEqual({ type: 'webp', width: 1200, height: 1600 });
  });
  it('refuses a GIF, a JPEG without a frame, text and a voice note', () => {
    expect(probePicture(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]))).toBeNull();
    expect(probePicture(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(probePicture(Buffer.from('just words'))).toBeNull();
    expect(probePicture(webmVoice(3))).toBeNull();
  });
});
