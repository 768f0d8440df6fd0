/** The first message to a tutor, which opens the room (POST /chat/new). */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { genderSelect, hasMarkup, MESSAGE_TEXT_MAX_LENGTH, routes } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Avatar, Button, Spinner, useErrorMessage, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';

export const NewChat = ({
  userId,
  canWrite,
  back,
}: {
  userId: number;
  canWrite: boolean;
  back: ReactNode;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const tutor = useApiQuery(routes.tutorInfo, { params: { id: userId } }, { retry: false });
  const [text, setText] = useState('');
  const start = useApiMutation(routes.newChat, {
    onSuccess: ({ room }) => {
      navigate(paths.chatRoom(room.id), { replace: true });
    },
  });
  const trimmed = text.trim();
  const problem =
    trimmed.length > MESSAGE_TEXT_MAX_LENGTH
      ? t('chat.tooLong', { max: MESSAGE_TEXT_MAX_LENGTH })
      : hasMarkup(trimmed)
        ? t('error.invalid-markup')
        : null;
  if (tutor.isPending)
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('ui.loading')} />
      </div>
    );
  const name = tutor.data?.name ?? '';
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex items-center gap-3 border-b border-ink-100 p-3">
        {back}
        {tutor.data && <Avatar name={name} image={tutor.data.image} size="sm" />}
        <h2 className="font-bold">{name ? t('chat.newWith', { name }) : t('chat.newTitle')}</h2>
      </div>
      <form
        className="mt-auto space-y-2 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed || problem) return;
          start.mutate({ body: { userId, message: trimmed } });
        }}
      >
        <p className="text-ink-600">
          {t('chat.newHint', { gender: genderSelect(tutor.data?.gender) })}
        </p>
        <label className="sr-only" htmlFor="new-chat-text">
          {t('chat.write')}
        </label>
        <textarea
          id="new-chat-text"
          rows={3}
          value={text}
          disabled={!canWrite}
          placeholder={t('chat.write')}
          onChange={(event) => setText(event.target.value)}
          // As in a room: Enter sends, Shift+Enter starts a new line.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-invalid={Boolean(problem) || undefined}
          className="w-full resize-none rounded-xl border border-ink-200 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {(problem || start.error) && (
          <p role="alert" className="text-sm text-red-700">
            {problem ?? errorMessage(start.error)}
          </p>
        )}
        <Button
          type="submit"
          loading={start.isPending}
          disabled={!canWrite || !trimmed || Boolean(problem)}
        >
          {t('chat.send')}
        </Button>
      </form>
    </div>
  );
};
