/** Outgoing messages: email and WhatsApp behind one interface. */

export type EmailMessage = { to: string; subject: string; text: string };
/** A WhatsApp text; `code` lets a transport use an approved authentication template instead. */
export type WhatsAppMessage = { to: string; text: string; code?: string; language: 'ar' | 'en' };

export type Notifier = {
  email: (message: EmailMessage) => Promise<void>;
  whatsapp: (message: WhatsAppMessage) => Promise<void>;
};

/** Raised by a transport that could not deliver; `recipient` means the address itself was refused. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly reason: 'recipient' | 'transport',
  ) {
    super(message);
  }
}
