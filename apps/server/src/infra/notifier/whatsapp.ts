/** WhatsApp through the Cloud API: POST {apiUrl}/{phoneNumberId}/messages with a bearer token. */
import type { Config } from '../../config.js';
import { DeliveryError, type WhatsAppMessage } from './notifier.js';

/** Cloud API error codes meaning the number cannot receive WhatsApp messages. */
const recipientErrors = new Set([131026, 131030, 131009]);

export const createWhatsAppTransport = (whatsapp: NonNullable<Config['whatsapp']>) => ({
  send: async (message: WhatsAppMessage): Promise<void> => {
    const to = message.to.replace(/^\+/, '');
    const payload =
      whatsapp.codeTemplate && message.code
        ? {
            messaging_product: 'whatsapp',
            to,
            type: 'template',
            template: {
              name: whatsapp.codeTemplate,
              language: { code: message.language === 'ar' ? whatsapp.templateLanguage : 'en' },
              components: [
                { type: 'body', parameters: [{ type: 'text', text: message.code }] },
                {
                  type: 'button',
                  sub_type: 'url',
                  index: '0',
                  parameters: [{ type: 'text', text: message.code }],
                },
              ],
            },
          }
        : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.text } };
    let response: Response;
    try {
      response = await fetch(`${whatsapp.apiUrl}/${whatsapp.phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${whatsapp.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new DeliveryError(`WhatsApp unreachable: ${(error as Error).message}`, 'transport');
    }
    if (response.ok) return;
    const body = (await response.json().catch(() => ({}))) as {
      error?: { code?: number; message?: string };
    };
    const code = body.error?.code ?? 0;
    throw new DeliveryError(
      `WhatsApp refused (${response.status} ${code}): ${body.error?.message ?? ''}`,
      recipientErrors.has(code) ? 'recipient' : 'transport',
    );
  },
});
