// What the browsers of the network bench send as camera and microphone: a camera-like 640x360 clip
// at 20 frames a second (a lit face swaying in front of a textured wall, with a camera's grain, so
// that the encoder has as much to do as with a webcam) and a voice-like sound (a pitch that moves,
// in syllables, never silent, so that every lost audio packet shows as concealment). Written from
// code rather than with ffmpeg, which Debian's machines here do not have by default; made once and
// kept in the temporary folder.
import { existsSync, openSync, renameSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 20;
const SECONDS = 6;
const VERSION = 1;

/** A small fixed pseudo-random sequence, so that every run sends the same clip. */
const random = (seed) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const writeClip = (file) => {
  const fd = openSync(file, 'w');
  writeSync(fd, `YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const next = random(39);
  const wall = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1)
      wall[y * WIDTH + x] =
        70 + ((Math.floor(x / 24) + Math.floor(y / 24)) % 2) * 25 + Math.floor(next() * 20);
  const luma = new Uint8Array(WIDTH * HEIGHT);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const frames = FPS * SECONDS;
  for (let f = 0; f < frames; f += 1) {
    const phase = (2 * Math.PI * f) / frames;
    const cx = WIDTH / 2 + 60 * Math.sin(phase);
    const cy = HEIGHT / 2 + 15 * Math.sin(2 * phase);
    const mouth = 6 + 5 * Math.abs(Math.sin(phase * 9));
    for (let y = 0; y < HEIGHT; y += 1)
      for (let x = 0; x < WIDTH; x += 1) {
        const dx = (x - cx) / 90;
        const dy = (y - cy) / 120;
        const inFace = dx * dx + dy * dy < 1;
        const inMouth = Math.abs(x - cx) < 25 && Math.abs(y - (cy + 55)) < mouth;
        const inEye = Math.abs(y - (cy - 30)) < 8 && Math.abs(Math.abs(x - cx) - 35) < 12;
        const base = inMouth || inEye ? 40 : inFace ? 170 - dy * 30 : wall[y * WIDTH + x];
        luma[y * WIDTH + x] = Math.max(16, Math.min(235, base + (next() - 0.5) * 10));
      }
    writeSync(fd, 'FRAME\n');
    writeSync(fd, luma);
    for (const value of [110, 150]) {
      chroma.fill(value);
      writeSync(fd, chroma);
    }
  }
  closeSync(fd);
};

const RATE = 48_000;

const writeVoice = (file) => {
  const samples = RATE * SECONDS;
  const data = Buffer.alloc(44 + samples * 2);
  data.write('RIFF', 0);
  data.writeUInt32LE(36 + samples * 2, 4);
  data.write('WAVEfmt ', 8);
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(RATE, 24);
  data.writeUInt32LE(RATE * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write('data', 36);
  data.writeUInt32LE(samples * 2, 40);
  let phase = 0;
  for (let i = 0; i < samples; i += 1) {
    const t = i / RATE;
    const pitch = 150 + 50 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * pitch) / RATE;
    const syllable = 0.35 + 0.65 * Math.abs(Math.sin(2 * Math.PI * 2 * t));
    let value = 0;
    for (let h = 1; h <= 6; h += 1) value += Math.sin(h * phase) / h;
    data.writeInt16LE(Math.round(value * syllable * 9000), 44 + i * 2);
  }
  const fd = openSync(file, 'w');
  writeSync(fd, data);
  closeSync(fd);
};

/** The clip's and the sound's files, written on first use. */
export const fakeMedia = () => {
  const dir = tmpdir();
  const made = (name, write) => {
    const file = path.join(dir, `darsak-network-${VERSION}-${name}`);
    if (!existsSync(file)) {
      write(`${file}.${process.pid}`);
      renameSync(`${file}.${process.pid}`, file);
    }
    return file;
  };
  return { video: made('camera.y4m', writeClip), audio: made('voice.wav', writeVoice) };
};
