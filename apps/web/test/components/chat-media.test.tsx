/**
 * Pictures and voice notes in a conversation (docs/product/chat-and-calls.md#pictures-and-voice-notes):
 * the composer's picture and microphone, the upload's progress and retry, a refusal's words, and the
 * picture viewer and voice note player. jsdom neither decodes pictures nor records or plays sound:
 * the picture's compression is the browser's (the end-to-end test sends a real one), and the
 * recorder and the audio element are stood in for here.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes, type ChatMessage, type MessageHistory } from '@darsak/shared';
import { Conversation } from '../../src/components/chat/conversation.js';
import type * as MediaFiles from '../../src/components/chat/media-files.js';
import { aMember, aMessage, aStudent } from './fixtures.js';
import { api, failure, renderScreen, server } from './render.js';

vi.mock('../../src/components/chat/media-files.js', async (original) => ({
  ...(await original<typeof MediaFiles>()),
  // What the browser's canvas makes of a phone photo: a few hundred kilobytes of WebP.
  compressPicture: async () => ({
    blob: new Blob([new Uint8Array(320_000)], { type: 'image/webp' }),
    width: 1600,
    height: 1200,
  }),
}));

const me = aStudent();
const tutor = aMember();
const roomId = 3;

const picture = aMessage({
  id: 120,
  text: '',
  media: { kind: 'picture', bytes: 320_000, durationMs: null, width: 1600, height: 1200 },
});
const voice = aMessage({
  id: 121,
  text: '',
  media: { kind: 'voice', bytes: 48_000, durationMs: 65_000, width: null, height: null },
});

const answer = (history: Partial<MessageHistory> = {}) => {
  api.on(routes.listMessages, { list: [], hasMore: false, reads: [], ...history });
  server.answer('MarkMessageAsRead', () => ({ code: 'ok' }));
};

const open = () =>
  renderScreen(<Conversation roomId={roomId} members={[tutor]} />, { signedInAs: me });

const log = () => screen.getByRole('log', { name: 'الرسائل' });
const toasts = () => within(screen.getByRole('region', { name: 'الإشعارات' }));

// ---- The browser's parts jsdom lacks.

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${(objectUrls += 1)}`,
    revokeObjectURL: () => undefined,
  });
});

/** Uploads go by XMLHttpRequest (for its progress); each is answered as the test says. */
type Upload = {
  form: FormData;
  progress: (fraction: number) => void;
  answer: (status: number, body: unknown) => void;
  fail: () => void;
};
let uploads: Upload[] = [];
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {}
  send(form: FormData) {
    uploads.push({
      form,
      progress: (fraction) =>
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: fraction * 100,
          total: 100,
        } as ProgressEvent),
      answer: (status, body) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      },
      fail: () => this.onerror?.(),
    });
  }
}
beforeEach(() => {
  uploads = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

/** A microphone and recorder that record what the test says, when it says. */
class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  static last: FakeRecorder | null = null;
  state = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor() {
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(24_000)], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}
const stopped = vi.fn();
beforeEach(() => {
  stopped.mockReset();
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async () => ({ getTracks: () => [{ stop: stopped }] }),
    },
  });
});

/** Playing: jsdom's audio element does not play; this one says it plays and moves its time. */
const played = vi.fn();
beforeEach(() => {
  played.mockReset();
  HTMLMediaElement.prototype.play = async function (this: HTMLMediaElement) {
    played(this.playbackRate);
    this.dispatchEvent(new Event('play'));
  };
  HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  };
});
afterEach(() => {
  FakeRecorder.last = null;
});

const stored = (id: number, clientId: string, media: ChatMessage['media']): ChatMessage =>
  aMessage({ id, senderId: me.id, text: '', clientId, media });

describe('a picture in the conversation', () => {
  it('shows its thumbnail with its size, and opens full size until Escape', async () => {
    answer({ list: [picture] });
    api.on(routes.chatMedia, undefined);
    const { user } = await open();
    const open_ = await within(log()).findByRole('button', { name: 'افتح الصورة بحجمها الكامل' });
    expect(within(log()).getByText('٣٢٠ ك.ب')).toBeTruthy();
    expect(api.calls(routes.chatMedia)).toEqual([
      expect.objectContaining({ params: { messageId: String(picture.id) } }),
    ]);
    await user.click(open_);
    const viewer = screen.getByRole('dialog', { name: 'صورة' });
    expect(within(viewer).getByRole('img', { name: 'صورة' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the picture is gone', async () => {
    answer({ list: [picture] });
    api.on(routes.chatMedia, failure('media-not-found'));
    await open();
    expect(
      await within(log()).findByText(
        'لم تعد هذه الصورة أو الرسالة الصوتية موجودة: ربما حذفها من أرسلها.',
      ),
    ).toBeTruthy();
  });

  it('is sent with its progress, and says it was not sent when the connection drops', async () => {
    answer();
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.upload(
      screen.getByTestId('picture-input'),
      new File([new Uint8Array(4_000_000)], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    const [first] = uploads;
    expect(first!.form.get('kind')).toBe('picture');
    expect((first!.form.get('file') as File).size).toBe(320_000);
    expect((first!.form.get('file') as File).name).toBe('picture.webp');
    first!.progress(0.5);
    expect(await within(log()).findByText('جارٍ الإرسال… ٥٠٪')).toBeTruthy();
    first!.fail();
    expect((await within(log()).findByRole('alert')).textContent).toBe('لم تُرسل الرسالة.');

    await user.click(within(log()).getByRole('button', { name: 'أعد المحاولة' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    const again = uploads[1]!;
    // The same client id: a picture that did arrive the first time is stored once.
    expect(again.form.get('clientId')).toBe(first!.form.get('clientId'));
    api.on(routes.chatMedia, undefined);
    again.answer(
      200,
      stored(130, String(again.form.get('clientId')), {
        kind: 'picture',
        bytes: 320_000,
        durationMs: null,
        width: 1600,
        height: 1200,
      }),
    );
    expect(
      await within(log()).findByRole('button', { name: 'افتح الصورة بحجمها الكامل' }),
    ).toBeTruthy();
    expect(within(log()).queryByRole('alert')).toBeNull();
  });

  it('says why the server refused it, and takes it away', async () => {
    answer();
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.upload(
      screen.getByTestId('picture-input'),
      new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.answer(400, { code: 'invalid-picture-type', message: 'no' });
    expect(
      await toasts().findByText('هذا الملف ليس صورة نعرفها. اختر صورة JPEG أو PNG أو WebP.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(log()).queryByText(/جارٍ الإرسال/)).toBeNull());
    expect(screen.getByText('لا توجد رسائل بعد')).toBeTruthy();
  });

  it('is deleted with words that say its file goes too, and cannot be edited', async () => {
    answer({ list: [{ ...picture, senderId: me.id }] });
    api.on(routes.chatMedia, undefined);
    server.answer('DeleteMessage', () => ({ code: 'ok' }));
    const { user } = await open();
    await within(log()).findByRole('button', { name: 'افتح الصورة بحجمها الكامل' });
    expect(within(log()).queryByRole('button', { name: 'تعديل' })).toBeNull();
    await user.click(within(log()).getByRole('button', { name: 'حذف' }));
    const dialog = screen.getByRole('dialog', { name: 'حذف الرسالة؟' });
    expect(dialog.textContent).toContain('ستُحذف الصورة عند الطرفين، ومن عندنا أيضاً');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    expect(await within(log()).findByText('حُذفت هذه الرسالة')).toBeTruthy();
    expect(server.received('DeleteMessage')).toEqual([{ messageId: picture.id }]);
  });
});

describe('a voice note', () => {
  it('is recorded with its time, thrown away on «إلغاء» and sent on «إرسال»', async () => {
    answer();
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.click(screen.getByRole('button', { name: 'تسجيل رسالة صوتية' }));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toContain('من ٢:٠٠');
    // The composer's text gives way while recording.
    expect(screen.queryByRole('textbox', { name: 'اكتب رسالتك…' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('timer')).toBeNull());
    expect(stopped).toHaveBeenCalled();
    expect(uploads).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'تسجيل رسالة صوتية' }));
    await screen.findByRole('timer');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.form.get('kind')).toBe('voice');
    expect((uploads[0]!.form.get('file') as File).name).toBe('voice.webm');
    expect(screen.getByRole('textbox', { name: 'اكتب رسالتك…' })).toBeTruthy();
  });

  it('says what went wrong with the microphone', async () => {
    answer();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      },
    });
    const { user } = await open();
    await screen.findByText('لا توجد رسائل بعد');
    await user.click(screen.getByRole('button', { name: 'تسجيل رسالة صوتية' }));
    expect(
      await toasts().findByText(
        'لم تسمح باستخدام الكاميرا أو الميكروفون. اسمح بهما من إعدادات المتصفح.',
      ),
    ).toBeTruthy();
  });

  it('plays when asked, fetching it then, at 1× or 1.5×, with its length and size', async () => {
    answer({ list: [voice] });
    api.on(routes.chatMedia, undefined);
    const { user } = await open();
    const note = await within(log()).findByTestId('voice-note');
    expect(within(note).getByText('١:٠٥')).toBeTruthy();
    expect(within(note).getByText('٤٨ ك.ب')).toBeTruthy();
    // Nothing is fetched until it is played.
    expect(api.calls(routes.chatMedia)).toEqual([]);
    await user.click(within(note).getByRole('button', { name: 'سرعة التشغيل ١×' }));
    expect(within(note).getByRole('button', { name: 'سرعة التشغيل ١٫٥×' })).toBeTruthy();
    await user.click(within(note).getByRole('button', { name: 'تشغيل الرسالة الصوتية' }));
    await waitFor(() => expect(played).toHaveBeenCalledWith(1.5));
    expect(api.calls(routes.chatMedia)).toHaveLength(1);
    expect(within(note).getByRole('button', { name: 'إيقاف مؤقت' })).toBeTruthy();

    const audio = note.querySelector('audio')!;
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 13, writable: true });
    fireEvent.timeUpdate(audio);
    expect(within(note).getByText('٠:١٣ من ١:٠٥')).toBeTruthy();
    const bar = within(note).getByRole('slider', { name: 'موضع التشغيل' });
    expect(bar.getAttribute('aria-valuenow')).toBe('13');
    fireEvent.keyDown(bar, { key: 'End' });
    expect(bar.getAttribute('aria-valuenow')).toBe('65');
  });
});
