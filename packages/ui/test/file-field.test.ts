// @vitest-environment jsdom
import { createElement } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileField, isAccepted } from '../src/components/file-field.js';
import { I18nProvider } from '../src/i18n/provider.js';
import ar from '../src/locales/ar.json' with { type: 'json' };

afterEach(cleanup);

describe('choosing a file', () => {
  it('knows the types an accept list names', () => {
    const pdf = { name: 'receipt.PDF', type: 'application/pdf' };
    expect(isAccepted('image/png,image/jpeg,application/pdf', pdf)).toBe(true);
    expect(isAccepted('video/mp4,video/webm', pdf)).toBe(false);
    expect(isAccepted('video/*', { name: 'a.webm', type: 'video/webm' })).toBe(true);
    expect(isAccepted('.pdf', pdf)).toBe(true);
  });

  it('refuses a file of another type before anything is sent, and says so', () => {
    const onFile = vi.fn();
    render(
      createElement(I18nProvider, {
        language: 'ar',
        messages: ar,
        setLanguage: () => {},
        children: createElement(FileField, {
          label: 'فيديو الملف الشخصي',
          hint: 'فيديو MP4 أو WebM.',
          accept: 'video/mp4,video/webm',
          file: null,
          onFile,
        }),
      }),
    );
    const input = screen.getByLabelText('فيديو الملف الشخصي');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(ar['ui.file.wrongType']);

    const video = new File(['webm'], 'intro.webm', { type: 'video/webm' });
    fireEvent.change(input, { target: { files: [video] } });
    expect(onFile).toHaveBeenCalledWith(video);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
