/** Which form field a server answer's code belongs to, so the message shows beside it. */
const fieldByCode: Record<string, string> = {
  'invalid-phone': 'phone',
  'phone-required': 'phone',
  'phone-already-verified': 'phone',
  'api-invalid-user-name': 'name',
  'name-not-arabic': 'name',
  'invalid-name': 'name',
  'name-too-short': 'name',
  'name-too-long': 'name',
  'user-exists': 'email',
  'invalid-email': 'email',
  'birth-year-too-young': 'birthYear',
  'birth-year-too-old': 'birthYear',
  'invalid-city': 'city',
  'wrong-password': 'currentPassword',
};

export const fieldOfCode = (code: string): string | undefined => fieldByCode[code];
