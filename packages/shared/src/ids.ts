/** Ids are PostgreSQL integers: a larger one can name nothing, so it is refused before any query. */
export const MAX_ID = 2_147_483_647;

/** An id as written in an address (/lesson/12): digits only, no leading zero, within range. */
export const isIdText = (value: string | undefined): value is string =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID;
