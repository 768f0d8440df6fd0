import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Gender, genderSelect } from '@darsak/shared';
import { formatMessage } from '../../../packages/ui/src/i18n/icu.js';

const dir = path.resolve(import.meta.dirname, '../src/locales');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;

describe('web catalogues', () => {
  const areas = readdirSync(dir).filter((file) => file.startsWith('ar') && file.endsWith('.json'));
  for (const file of areas) {
    it(`${file} and its English twin hold the same keys`, () => {
      expect(Object.keys(read(file.replace(/^ar/, 'en'))).sort()).toEqual(
        Object.keys(read(file)).sort(),
      );
    });
  }

  it('no key is defined in two areas', () => {
    const seen = new Map<string, string>();
    for (const file of areas) {
      for (const key of Object.keys(read(file))) {
        expect(seen.get(key), `${key} in ${file}`).toBeUndefined();
        seen.set(key, file);
      }
    }
  });
});

describe('wording that agrees with the person', () => {
  const student = read('ar.student.json');
  const web = read('ar.json');

  it('speaks of a female tutor as one, and of anyone else in the common form', () => {
    const taught = student['tutors.lessonsTaught']!;
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(Gender.Female) })).toBe(
      'لم تدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(Gender.Male) })).toBe(
      'لم يدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 0, gender: genderSelect(null) })).toBe(
      'لم يدرّس بعد',
    );
    expect(formatMessage('ar-EG', taught, { count: 3, gender: 'female' })).toBe('٣ دروس');
    expect(
      formatMessage('ar-EG', web['lesson.cancelledBy.tutor']!, { gender: genderSelect(2) }),
    ).toBe('ألغته المدرّسة');
    expect(formatMessage('ar-EG', student['rate.afterLesson']!, { gender: 'female' })).toBe(
      'يمكنك تقييم المدرّسة بعد أن تحضر معها درساً.',
    );
  });
});
