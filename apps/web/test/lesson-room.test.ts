import { describe, expect, it } from 'vitest';
import { lessonStatuses, RoomType } from '@darsak/shared';
import { lessonRoomPath } from '../src/components/lessons/lesson-room.js';
import { paths } from '../src/config/paths.js';

describe('lessonRoomPath (lesson page and both dashboards)', () => {
  it('leads to the lesson’s live session while it is to come or on', () => {
    for (const status of ['pending', 'happening'] as const)
      expect(lessonRoomPath({ id: 41, status })).toBe(paths.session(RoomType.Lesson, 41));
    expect(lessonRoomPath({ id: 41, status: 'pending' })).toBe(
      `/session?type=${RoomType.Lesson}&ref=41`,
    );
  });

  it('offers no way in to a lesson that is over or cancelled', () => {
    for (const status of lessonStatuses.filter((s) => s !== 'pending' && s !== 'happening'))
      expect(lessonRoomPath({ id: 41, status })).toBeNull();
  });
});
