import { describe, expect, it } from 'vitest';
import { RoomType, type LessonStatus } from '@darsak/shared';
import { lessonRoomPath, lessonRoomWindow } from '../src/components/lessons/lesson-room.js';
import { paths } from '../src/config/paths.js';

const at = (iso: string) => Date.parse(iso);
const lesson = (status: LessonStatus = 'pending') => ({
  id: 41,
  status,
  opensAt: '2026-12-01T16:50:00.000Z',
  endsAt: '2026-12-01T17:30:00.000Z',
});

describe('lessonRoomWindow and lessonRoomPath (lesson page and both dashboards)', () => {
  it('offers no way in before the room opens, only when it opens', () => {
    expect(lessonRoomWindow(lesson(), at('2026-12-01T16:49:59.999Z'))).toBe('early');
    expect(lessonRoomPath(lesson(), at('2026-12-01T16:49:59.999Z'))).toBeNull();
    expect(lessonRoomWindow(lesson(), at('2026-12-01T16:50:00.000Z'))).toBe('open');
  });

  it('leads to the lesson’s live session from the room’s opening until the end', () => {
    for (const now of ['2026-12-01T16:50:00.000Z', '2026-12-01T17:10:00.000Z']) {
      expect(lessonRoomPath(lesson(), at(now))).toBe(paths.session(RoomType.Lesson, 41));
    }
    expect(lessonRoomPath(lesson('happening'), at('2026-12-01T17:29:59.000Z'))).toBe(
      `/session?type=${RoomType.Lesson}&ref=41`,
    );
  });

  it('closes the way in at the end, as the server does, whatever the status said', () => {
    expect(lessonRoomWindow(lesson('happening'), at('2026-12-01T17:30:00.000Z'))).toBe('closed');
    expect(lessonRoomPath(lesson('happening'), at('2026-12-01T17:30:00.000Z'))).toBeNull();
  });

  it('offers no way in to a cancelled lesson, even inside its time', () => {
    expect(lessonRoomWindow(lesson('cancelled'), at('2026-12-01T17:00:00.000Z'))).toBe('closed');
    expect(lessonRoomPath(lesson('cancelled'), at('2026-12-01T17:00:00.000Z'))).toBeNull();
  });
});
