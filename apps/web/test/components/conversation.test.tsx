import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_TEXT_MAX_LENGTH,
  routes,
  type AckAnswer,
  type ChatMessage,
  type MessageHistory,
} from '@darsak/shared';
import { Conversation } from '../../src/components/chat/conversation.js';
import { aMember, aMessage, aStudent } from './fixtures.js';
import { api, deferred, failure, renderScreen, server } from './render.js';

const me = aStudent();
const tutor = aMember();
const roomId = 3;

const hello = aMessage({ id: 101, text: 'أهلاً منى، كيف حالك؟' });
const mine = aMessage({ id: 102, senderId: me.id, text: 'بخير، شكراً' });
const question = aMessage({ id: 103, text: 'هل راجعتِ الدرس؟' });

/** The room's history and the acknowledgements a conversation always needs. */
const answer = (history: Partial<MessageHistory> = {}) => {
  api.on(routes.listMessages, { list: [], hasMore: false, reads: [], ...history });
  server.answer('MarkMessageAsRead', () => ({ code: 'ok' }));
};

const open = (props: { canWrite?: boolean; onUnreadChange?: (count: number) => void } = {}) =>
  renderScreen(<Conversation roomId={roomId} members={[tutor]} {...props} />, { signedInAs: me });

const log = () => screen.getByRole('log', { name: 'الرسائل' });
const composer = () => screen.getByRole('textbox', { name: 'اكتب رسالتك…' });
const toasts = () => within(screen.getByRole('region', { name: 'الإشعارات' }));
const stored = (text: string, clientId?: string): AckAnswer<{ message: ChatMessage }> => ({
  code: 'ok',
  message: aMessage({ id: 200, senderId: me.id, text, ...(clientId ? { clientId } : {}) }),
});

describe('a chat conversation', () => {
  it('says it is loading until the history comes', async () => {
    const history = deferred<MessageHistory>();
    api.on(routes.listMessages, () => history.promise);
    server.answer('MarkMessageAsRead', () => ({ code: 'ok' }));
    await open();
    expect(within(log()).getByRole('status', { name: 'جارٍ التحميل…' })).toBeTruthy();
    history.resolve({ list: [hello], hasMore: false, reads: [] });
    expect(await within(log()).findByText(hello.text)).toBeTruthy();
    expect(within(log()).queryByRole('status')).toBeNull();
  });

  it('says an empty room has no messages yet, and sends nothing empty', async () => {
    answer();
    const { user } = await open();
    expect(await screen.findByText('لا توجد رسائل بعد')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'إرسال' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(composer(), '   ');
    expect(send).toHaveProperty('disabled', true);
  });

  it('says when the history cannot be loaded, and loads it again when asked', async () => {
    answer();
    api.on(routes.listMessages, failure('unexpected'));
    const { user } = await open();
    // The query layer asks once more before it gives up.
    expect(await screen.findByText('تعذر تحميل الرسائل.')).toBeTruthy();
    answer({ list: [hello] });
    await user.click(within(log()).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await within(log()).findByText(hello.text)).toBeTruthy();
  });

  it('shows the history, marks the newest message from the other read, and says what was read', async () => {
    answer({ list: [hello, mine, question], reads: [{ userId: tutor.id, messageId: mine.id }] });
    const unread = vi.fn();
    await open({ onUnreadChange: unread });
    expect(await within(log()).findByText(question.text)).toBeTruthy();
    expect(within(log()).getByRole('img', { name: 'قُرئت' })).toBeTruthy();
    await waitFor(() =>
      expect(server.received('MarkMessageAsRead')).toEqual([{ roomId, messageId: question.id }]),
    );
    expect(unread).toHaveBeenLastCalledWith(0);
  });

  it('shows a message sent at once, then as stored when the server answers', async () => {
    answer({ list: [hello] });
    const stores = deferred<AckAnswer<{ message: ChatMessage }>>();
    server.answer('SendMessage', () => stores.promise);
    const { user } = await open();
    await within(log()).findByText(hello.text);
    await user.type(composer(), 'سأراجعه الليلة{Enter}');
    expect(within(log()).getByText('سأراجعه الليلة')).toBeTruthy();
    expect(within(log()).getByText('جارٍ الإرسال…')).toBeTruthy();
    expect(composer()).toHaveProperty('value', '');
    const [sent] = server.received('SendMessage');
    expect(sent).toMatchObject({ roomId, text: 'سأراجعه الليلة' });
    stores.resolve(stored('سأراجعه الليلة', sent!.clientId));
    await waitFor(() => expect(within(log()).queryByText('جارٍ الإرسال…')).toBeNull());
    expect(within(log()).getAllByText('سأراجعه الليلة')).toHaveLength(1);
    expect(within(log()).getByRole('img', { name: 'أُرسلت' })).toBeTruthy();
  });

  it('keeps a new line with Shift+Enter and sends with Enter', async () => {
    answer();
    server.answer('SendMessage', ({ text, clientId }) => stored(text, clientId));
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), 'سطر أول{Shift>}{Enter}{/Shift}سطر ثانٍ');
    expect(server.received('SendMessage')).toEqual([]);
    await user.keyboard('{Enter}');
    expect(server.received('SendMessage')).toMatchObject([{ text: 'سطر أول\nسطر ثانٍ' }]);
  });

  it('says a message was not sent, and sends it again when asked', async () => {
    answer();
    server.answer('SendMessage', () => ({ code: 'too-many-requests' }));
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), 'هل أنت هنا؟{Enter}');
    expect((await within(log()).findByRole('alert')).textContent).toBe('لم تُرسل الرسالة.');
    server.answer('SendMessage', ({ text, clientId }) => stored(text, clientId));
    await user.click(within(log()).getByRole('button', { name: 'أعد المحاولة' }));
    await waitFor(() => expect(within(log()).queryByRole('alert')).toBeNull());
    expect(within(log()).getAllByText('هل أنت هنا؟')).toHaveLength(1);
    const [first, again] = server.received('SendMessage');
    expect(again?.clientId).toBe(first?.clientId);
  });

  it('says a message was not sent when no answer comes or the connection is gone', async () => {
    answer();
    server.answer('SendMessage', () => {
      throw new Error('operation has timed out');
    });
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), 'أولى{Enter}');
    expect(await within(log()).findByRole('alert')).toBeTruthy();
    server.drop();
    await user.type(composer(), 'ثانية{Enter}');
    await waitFor(() => expect(within(log()).getAllByRole('alert')).toHaveLength(2));
    expect(server.received('SendMessage')).toHaveLength(1);
  });

  it('asks a student to confirm her email when the server will not take her message yet', async () => {
    answer();
    server.answer('SendMessage', () => ({ code: 'unallowed', reason: 'unverified-email' }));
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), 'مرحباً{Enter}');
    expect(await toasts().findByText('أكّد بريدك الإلكتروني أولاً.')).toBeTruthy();
    expect(within(log()).getByRole('alert').textContent).toBe('لم تُرسل الرسالة.');
  });

  it('says why a draft cannot be sent', async () => {
    answer();
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), '<b>مرحباً</b>');
    expect(screen.getByText('النص يحتوي على رموز غير مسموحة.')).toBeTruthy();
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', true);
    await user.clear(composer());
    await user.click(composer());
    await user.paste('أ'.repeat(MESSAGE_TEXT_MAX_LENGTH + 1));
    expect(screen.getByText('الرسالة أطول من ٢٬٠٠٠ حرف.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إرسال' })).toHaveProperty('disabled', true);
  });

  it('shows what arrives on the socket for this room only', async () => {
    answer({ list: [hello] });
    await open();
    await within(log()).findByText(hello.text);
    server.emit('RoomMessage', aMessage({ id: 110, text: 'في الموعد غداً؟' }));
    server.emit('RoomMessage', aMessage({ id: 111, roomId: 4, text: 'من غرفة أخرى' }));
    expect(within(log()).getByText('في الموعد غداً؟')).toBeTruthy();
    expect(within(log()).queryByText('من غرفة أخرى')).toBeNull();
    await waitFor(() =>
      expect(server.received('MarkMessageAsRead').at(-1)).toEqual({ roomId, messageId: 110 }),
    );
  });

  it('shows the other’s read marker and edits and deletions as they come', async () => {
    answer({ list: [hello, mine] });
    await open();
    expect(await within(log()).findByRole('img', { name: 'أُرسلت' })).toBeTruthy();
    server.emit('RoomMessageRead', { roomId, userId: tutor.id, messageId: mine.id });
    expect(within(log()).getByRole('img', { name: 'قُرئت' })).toBeTruthy();
    server.emit('RoomMessageUpdated', { ...hello, text: 'أهلاً منى!', editedAt: hello.createdAt });
    expect(within(log()).getByText('أهلاً منى!')).toBeTruthy();
    expect(within(log()).getByText('معدّلة')).toBeTruthy();
    server.emit('RoomMessageDeleted', { roomId, messageId: hello.id });
    expect(within(log()).getByText('حُذفت هذه الرسالة')).toBeTruthy();
    expect(within(log()).queryByText('أهلاً منى!')).toBeNull();
  });

  it('says who is typing, until they send or stop', async () => {
    answer({ list: [hello] });
    await open();
    await within(log()).findByText(hello.text);
    server.emit('UserTyping', { roomId, userId: tutor.id, typing: true });
    expect(screen.getByText('أحمد حسن: جارٍ الكتابة…')).toBeTruthy();
    server.emit('UserTyping', { roomId, userId: tutor.id, typing: false });
    expect(screen.queryByText('أحمد حسن: جارٍ الكتابة…')).toBeNull();
    server.emit('UserTyping', { roomId, userId: tutor.id, typing: true });
    server.emit('RoomMessage', aMessage({ id: 120, text: 'تفضلي' }));
    expect(screen.queryByText('أحمد حسن: جارٍ الكتابة…')).toBeNull();
  });

  it('tells the other that the student is typing, and that she stopped', async () => {
    answer();
    server.answer('SendMessage', ({ text, clientId }) => stored(text, clientId));
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.type(composer(), 'نعم');
    expect(server.received('UserTyping')).toEqual([{ roomId, typing: true }]);
    await user.keyboard('{Enter}');
    expect(server.received('UserTyping')).toEqual([
      { roomId, typing: true },
      { roomId, typing: false },
    ]);
  });

  it('edits one’s own message, and can be told the edit failed', async () => {
    answer({ list: [hello, mine] });
    server.answer('UpdateMessage', () => ({ code: 'unexpected' }));
    const { user } = await open();
    await user.click(await within(log()).findByRole('button', { name: 'تعديل' }));
    expect(screen.getByText('تعدّل رسالة')).toBeTruthy();
    expect(composer()).toHaveProperty('value', mine.text);
    await user.clear(composer());
    await user.type(composer(), 'بخير والحمد لله');
    await user.click(screen.getByRole('button', { name: 'حفظ التعديل' }));
    expect(await toasts().findByText('تعذر حفظ التعديل. حاول مرة أخرى.')).toBeTruthy();
    expect(within(log()).getByText(mine.text)).toBeTruthy();
    server.answer('UpdateMessage', () => ({ code: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'حفظ التعديل' }));
    expect(await within(log()).findByText('بخير والحمد لله')).toBeTruthy();
    expect(within(log()).getByText('معدّلة')).toBeTruthy();
    expect(server.received('UpdateMessage').at(-1)).toEqual({
      messageId: mine.id,
      text: 'بخير والحمد لله',
    });
    expect(screen.queryByText('تعدّل رسالة')).toBeNull();
  });

  it('leaves an edit with Escape, the message as it was', async () => {
    answer({ list: [mine] });
    const { user } = await open();
    await user.click(await within(log()).findByRole('button', { name: 'تعديل' }));
    await user.type(composer(), ' جداً');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('تعدّل رسالة')).toBeNull();
    expect(composer()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'إرسال' })).toBeTruthy();
  });

  it('deletes one’s own message after asking, and can be told it failed', async () => {
    answer({ list: [hello, mine] });
    server.answer('DeleteMessage', () => ({ code: 'not-owner' }));
    const { user } = await open();
    await user.click(await within(log()).findByRole('button', { name: 'حذف' }));
    let dialog = screen.getByRole('dialog', { name: 'حذف الرسالة؟' });
    // The dialog says what deleting leaves: the placeholder both sides then see.
    expect(
      within(dialog).getByText(
        'سيُحذف نص الرسالة عند الطرفين ويظهر مكانها «حُذفت هذه الرسالة»، ولا يمكن التراجع عن ذلك.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await toasts().findByText('تعذر حذف الرسالة. حاول مرة أخرى.')).toBeTruthy();
    expect(within(log()).getByText(mine.text)).toBeTruthy();
    server.answer('DeleteMessage', () => ({ code: 'ok' }));
    await user.click(within(log()).getByRole('button', { name: 'حذف' }));
    dialog = screen.getByRole('dialog', { name: 'حذف الرسالة؟' });
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await within(log()).findByText('حُذفت هذه الرسالة')).toBeTruthy();
    expect(within(log()).queryByText(mine.text)).toBeNull();
    expect(server.received('DeleteMessage').at(-1)).toEqual({ messageId: mine.id });
  });

  it('keeps a message when deleting is called off', async () => {
    answer({ list: [mine] });
    const { user } = await open();
    await user.click(await within(log()).findByRole('button', { name: 'حذف' }));
    await user.click(screen.getByRole('button', { name: 'تراجع' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(log()).getByText(mine.text)).toBeTruthy();
    expect(server.received('DeleteMessage')).toEqual([]);
  });

  it('loads older messages on scrolling up and on asking, until there are none', async () => {
    const older = aMessage({ id: 90, text: 'رسالة أقدم' });
    const oldest = aMessage({ id: 80, text: 'أول رسالة' });
    api.on(routes.listMessages, ({ query }) =>
      query.before === String(hello.id)
        ? { list: [older], hasMore: true, reads: [] }
        : query.before === String(older.id)
          ? { list: [oldest], hasMore: false, reads: [] }
          : { list: [hello], hasMore: true, reads: [] },
    );
    server.answer('MarkMessageAsRead', () => ({ code: 'ok' }));
    const { user } = await open();
    await within(log()).findByText(hello.text);
    fireEvent.scroll(log());
    expect(await within(log()).findByText(older.text)).toBeTruthy();
    await user.click(within(log()).getByRole('button', { name: 'عرض رسائل أقدم' }));
    expect(await within(log()).findByText(oldest.text)).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'عرض رسائل أقدم' })).toBeNull();
    const texts = within(log())
      .getAllByText(/رسالة|أهلاً/)
      .map((node) => node.textContent);
    expect(texts).toEqual([oldest.text, older.text, hello.text]);
  });

  it('offers no way to write where the member may only read', async () => {
    answer({ list: [hello] });
    await open({ canWrite: false });
    await within(log()).findByText(hello.text);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
