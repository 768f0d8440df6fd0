/** Tutors with earnings, and invoice updates sent as the admin and tutor screens send them. */
import { Role } from '@darsak/shared';
import type { Harness } from './harness.js';
import { multipart, type Part } from './support.js';
import { HOUR, insertLesson } from './tutor-fixtures.js';

/** A tutor whose past lessons earned `lessons` × `price` piasters. */
export const earningTutor = async (h: Harness, lessons = 3, price = 10_000) => {
  const tutor = await h.account({ role: Role.Tutor, name: 'منى السيد' });
  const learner = await h.account({ role: Role.Student });
  for (let i = 0; i < lessons; i += 1)
    await insertLesson(h, {
      tutorId: tutor.user.id,
      studentId: learner.user.id,
      startsAt: new Date(Date.now() - (i + 2) * HOUR),
      price,
    });
  return { id: tutor.user.id, token: tutor.token.value, email: tutor.user.email };
};

export const walletRequest = (amount: number) => ({
  amount,
  method: 0 as const,
  phone: '01012345678',
});

/** PUT /api/v1/invoice/{id}/with/asset with form fields and an optional receipt file. */
export const updateInvoice = (
  h: Harness,
  token: string,
  id: number,
  fields: Record<string, string>,
  receipt?: { data: Buffer; filename: string; contentType: string },
) => {
  const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
  if (receipt) parts.push({ name: 'receipt', ...receipt });
  const body = multipart(parts);
  return h.inject({
    method: 'PUT',
    url: `/api/v1/invoice/${id}/with/asset`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
};
