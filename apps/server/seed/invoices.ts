/**
 * Demo earnings and withdrawals: months of fulfilled lessons for the first demo tutors so
 * the dashboard's chart has a shape, and withdrawal requests in every stage the admin queue shows,
 * the paid ones with a receipt in private storage.
 */
import { eq } from 'drizzle-orm';
import {
  addLocalDays,
  DEFAULT_TIME_ZONE,
  lessonPrice,
  LessonOutcome,
  localDateOf,
  stateOf,
  toPiasters,
  zonedInstant,
  type InvoiceStage,
} from '@darsak/shared';
import type { Storage } from '../src/infra/storage.js';
import type { Tx } from '../src/db/client.js';
import { invoices, lessons, users } from '../src/db/schema.js';

/** A small, valid one-page PDF naming the transfer: what a bank's receipt would be. */
const receiptPdf = (reference: string, amount: string): Buffer => {
  const text = `BT /F1 14 Tf 50 780 Td (Darsak transfer receipt) Tj 0 -24 Td (Reference ${reference}) Tj 0 -24 Td (Amount ${amount} EGP) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

type DemoInvoice = {
  tutor: number;
  stage: InvoiceStage;
  pounds: number;
  daysAgo: number;
  method: 0 | 1 | 2;
  adminNote?: string;
  note?: string;
};

const demoInvoices: DemoInvoice[] = [
  { tutor: 0, stage: 'fulfilled', pounds: 900, daysAgo: 70, method: 0 },
  { tutor: 0, stage: 'fulfilled', pounds: 750, daysAgo: 38, method: 1 },
  {
    tutor: 0,
    stage: 'rejected',
    pounds: 400,
    daysAgo: 20,
    method: 2,
    adminNote: 'عنوان إنستاباي غير صحيح، راجعه وأرسل طلباً جديداً.',
  },
  { tutor: 0, stage: 'pending', pounds: 300, daysAgo: 1, method: 0, note: 'شكراً لكم' },
  { tutor: 1, stage: 'updated', pounds: 500, daysAgo: 2, method: 1 },
  { tutor: 2, stage: 'cancel-requested', pounds: 250, daysAgo: 3, method: 0 },
  { tutor: 2, stage: 'pending', pounds: 200, daysAgo: 0, method: 2 },
];

/** Where a withdrawal goes: the tutor's own wallet number, bank account in their name, or address. */
const destination = (
  method: 0 | 1 | 2,
  index: number,
  tutor: { name: string; phone: string | null },
) =>
  method === 0
    ? { phone: tutor.phone! }
    : method === 1
      ? { bank: 'NBE', accountNumber: `10020030040${index}`, receiver: tutor.name }
      : { username: `tutor${index}@instapay` };

export const seedInvoices = async (
  tx: Tx,
  people: { tutorIds: number[]; studentIds: number[] },
  options: { now: Date; hourlyRate: number; timeZone?: string; storage?: Storage },
): Promise<void> => {
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDateOf(options.now, zone);
  // Older lessons than the marketplace's: two or three a week over the last five months.
  for (const [t, tutorId] of people.tutorIds.slice(0, 3).entries()) {
    const studentId = people.studentIds[t % people.studentIds.length]!;
    for (let daysAgo = 31 + t; daysAgo <= 150; daysAgo += 3) {
      const startsAt = zonedInstant(
        { ...addLocalDays(today, -daysAgo), hour: 16 + t, minute: 0 },
        zone,
      );
      await tx.insert(lessons).values({
        tutorId,
        studentId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        duration: 30,
        price: lessonPrice(options.hourlyRate, 30),
        // From before outcomes were set from attendance: held, as the migration keeps such lessons.
        outcome: LessonOutcome.Held,
        createdAt: new Date(startsAt.getTime() - 86_400_000),
        updatedAt: new Date(startsAt.getTime() - 86_400_000),
      });
    }
  }
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@darsak.test'));
  for (const [index, invoice] of demoInvoices.entries()) {
    const tutorId = people.tutorIds[invoice.tutor];
    if (tutorId === undefined) continue;
    const [tutor] = await tx
      .select({ name: users.name, phone: users.phone })
      .from(users)
      .where(eq(users.id, tutorId));
    const createdAt = new Date(options.now.getTime() - invoice.daysAgo * 86_400_000);
    const settled = !['pending', 'updated', 'cancel-requested'].includes(invoice.stage);
    const receipt =
      invoice.stage === 'fulfilled' && options.storage
        ? await options.storage.put(
            'private',
            receiptPdf(`DRS-${1000 + index}`, String(invoice.pounds)),
            'pdf',
          )
        : null;
    if (invoice.stage === 'fulfilled' && !receipt) continue;
    await tx.insert(invoices).values({
      tutorId,
      amount: toPiasters(invoice.pounds),
      method: invoice.method,
      ...destination(invoice.method, index, tutor!),
      note: invoice.note ?? null,
      adminNote: invoice.adminNote ?? null,
      receipt,
      ...stateOf(invoice.stage),
      addressedBy: settled ? (admin?.id ?? null) : null,
      createdAt,
      updatedAt: settled ? new Date(createdAt.getTime() + 2 * 86_400_000) : createdAt,
    });
  }
};
