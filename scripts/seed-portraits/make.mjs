// Draws the demo tutors' portraits that the seed gives them (decision 009) and writes them as JPEG
// files beside the seed. Run once when the demo tutors change, from the repository root:
//   npm install --prefix scripts/seed-portraits && node scripts/seed-portraits/make.mjs
// DiceBear draws each face as SVG from fixed options; Debian's Chromium renders it to a JPEG.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(path.join(import.meta.dirname, 'package.json'));
const { createAvatar } = require('@dicebear/core');
const avataaars = require('@dicebear/avataaars');

const SIZE = 480;
const out = path.resolve(import.meta.dirname, '../../apps/server/seed/portraits');

/** One portrait per demo tutor, in the seed's order, chosen to look like the person described. */
const tutors = [
  // منى السيد: teaches conversation to adults, hijab.
  {
    file: 'mona.jpg',
    top: 'hijab',
    hatColor: '25557c',
    skinColor: 'edb98a',
    clothing: 'blazerAndShirt',
    clothesColor: '3c4f5c',
    mouth: 'smile',
    background: 'd6f2ea',
  },
  // أحمد عبد الرحمن: IELTS trainer, glasses and a light beard.
  {
    file: 'ahmed.jpg',
    top: 'shortFlat',
    hairColor: '2c1b18',
    facialHair: 'beardLight',
    accessories: 'prescription02',
    skinColor: 'd08b5b',
    clothing: 'blazerAndSweater',
    clothesColor: '262e33',
    mouth: 'default',
    background: 'dbe7f3',
  },
  // ياسمين حسن: business English, long hair.
  {
    file: 'yasmin.jpg',
    top: 'straight01',
    hairColor: '4a312c',
    skinColor: 'edb98a',
    clothing: 'collarAndSweater',
    clothesColor: '5199e4',
    mouth: 'smile',
    background: 'f3e6d8',
  },
  // محمود الشريف: grammar and pronunciation, a beard.
  {
    file: 'mahmoud.jpg',
    top: 'theCaesar',
    hairColor: '2c1b18',
    facialHair: 'beardMedium',
    skinColor: 'ae5d29',
    clothing: 'shirtCrewNeck',
    clothesColor: '929598',
    mouth: 'default',
    background: 'e4efe0',
  },
  // نورهان مصطفى: children's lessons, hijab.
  {
    file: 'nourhan.jpg',
    top: 'hijab',
    hatColor: 'ff5c5c',
    skinColor: 'ffdbb4',
    clothing: 'shirtScoopNeck',
    clothesColor: 'ffffb1',
    mouth: 'smile',
    background: 'f6e3ea',
  },
  // د. سامح فاروق: a doctor in his forties, greying, glasses.
  {
    file: 'sameh.jpg',
    top: 'sides',
    hairColor: 'e8e1e1',
    facialHair: 'moustacheFancy',
    facialHairColor: '724133',
    accessories: 'round',
    skinColor: 'd08b5b',
    clothing: 'blazerAndShirt',
    clothesColor: 'e6e6e6',
    mouth: 'default',
    background: 'e8e8ef',
  },
];

const svgOf = (tutor) =>
  createAvatar(avataaars, {
    size: SIZE,
    backgroundColor: [tutor.background],
    top: [tutor.top],
    topProbability: 100,
    hairColor: tutor.hairColor ? [tutor.hairColor] : undefined,
    hatColor: tutor.hatColor ? [tutor.hatColor] : undefined,
    facialHair: tutor.facialHair ? [tutor.facialHair] : undefined,
    facialHairColor: [tutor.facialHairColor ?? tutor.hairColor ?? '2c1b18'],
    facialHairProbability: tutor.facialHair ? 100 : 0,
    accessories: tutor.accessories ? [tutor.accessories] : undefined,
    accessoriesColor: ['262e33'],
    accessoriesProbability: tutor.accessories ? 100 : 0,
    skinColor: [tutor.skinColor],
    clothing: [tutor.clothing],
    clothesColor: [tutor.clothesColor],
    eyes: ['default'],
    eyebrows: ['defaultNatural'],
    mouth: [tutor.mouth],
  }).toString();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
await mkdir(out, { recursive: true });
for (const tutor of tutors) {
  await page.setContent(`<body style="margin:0">${svgOf(tutor)}</body>`);
  const jpeg = await page.locator('svg').screenshot({ type: 'jpeg', quality: 82 });
  await writeFile(path.join(out, tutor.file), jpeg);
  process.stdout.write(`${tutor.file} ${jpeg.length} bytes\n`);
}
await browser.close();
