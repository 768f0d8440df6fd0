/** The schedule draft, its edits, and saving it as one batch with the conflict answer handled. */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { genderSelect, routes, type Weekday } from '@darsak/shared';
import { errorDetailsOf } from '@darsak/client';
import { queryKeyOf, useSession } from '@darsak/client/react';
import { useErrorMessage, useT, useToast } from '@darsak/ui';
import type { Conflict } from './conflict-dialog.js';
import {
  changesOf,
  countChanges,
  draftOf,
  newKey,
  type DraftException,
  type DraftSlot,
  type Range,
  type Schedule,
} from './draft.js';
import type { ExceptionInput } from './exception-dialog.js';

export const useScheduleEditor = (saved: Schedule) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const { client } = useSession();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const changes = useMemo(() => changesOf(saved, draft), [saved, draft]);
  const count = countChanges(changes);

  const savedSlot = (slot: DraftSlot) => saved.slots.find((s) => s.id === slot.id);
  const edit = (change: (d: typeof draft) => typeof draft) => {
    setProblem(null);
    setDraft(change);
  };

  return {
    draft,
    count,
    saving,
    problem,
    conflict,
    closeConflict: () => setConflict(null),
    isChanged: (slot: DraftSlot) => {
      const before = savedSlot(slot);
      return (
        !before ||
        before.weekday !== slot.weekday ||
        before.startMinute !== slot.startMinute ||
        before.endMinute !== slot.endMinute
      );
    },
    addSlots: (days: Weekday[], range: Range) =>
      edit((d) => ({
        ...d,
        slots: [
          ...d.slots,
          ...days.map((weekday) => ({ key: newKey(), id: null, weekday, ...range })),
        ],
      })),
    updateSlot: (slot: DraftSlot, range: Range) =>
      edit((d) => ({
        ...d,
        slots: d.slots.map((s) => (s.key === slot.key ? { ...s, ...range } : s)),
      })),
    deleteSlot: (slot: DraftSlot) =>
      edit((d) => ({ ...d, slots: d.slots.filter((s) => s.key !== slot.key) })),
    /** One-off changes cannot be edited in place: an edit replaces the old one with a new one. */
    putException: (input: ExceptionInput, replacing: DraftException | null) =>
      edit((d) => ({
        ...d,
        exceptions: [
          ...d.exceptions.filter((e) => e.key !== replacing?.key),
          { key: newKey(), id: null, ...input },
        ],
      })),
    deleteException: (exception: DraftException) =>
      edit((d) => ({ ...d, exceptions: d.exceptions.filter((e) => e.key !== exception.key) })),
    discard: () => {
      setProblem(null);
      setDraft(draftOf(saved));
    },
    save: async (cancelBookedLessons = false) => {
      setSaving(true);
      setProblem(null);
      try {
        const answer = await client.call(routes.setSlots, {
          body: { ...changes, cancelBookedLessons },
        });
        const schedule = { slots: answer.slots, exceptions: answer.exceptions };
        queryClient.setQueryData(queryKeyOf(routes.listSlots), schedule);
        setDraft(draftOf(schedule));
        setConflict(null);
        const cancelled = answer.cancelledLessons.length;
        toast.show({
          type: 'success',
          title: t('schedule.saved'),
          description:
            cancelled > 0
              ? t('schedule.savedCancelled', {
                  count: cancelled,
                  gender: genderSelect(answer.cancelledLessons[0]?.student.gender),
                })
              : undefined,
        });
      } catch (error) {
        const found = errorDetailsOf('conflicting-lessons', error);
        if (found) setConflict(found);
        else setProblem(errorMessage(error));
      } finally {
        setSaving(false);
      }
    },
  };
};
