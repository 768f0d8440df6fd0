/**
 * Name search that forgives how people type Arabic: hamza forms of alef, alef maqsura for ya,
 * ta marbuta for ha, diacritics and tatweel all match their plain letter; Latin ignores case.
 */
const diacritics = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const letterForms: [RegExp, string][] = [
  [/[\u0622\u0623\u0625\u0671]/g, '\u0627'],
  [/\u0649/g, '\u064a'],
  [/\u0629/g, '\u0647'],
  [/\u0624/g, '\u0648'],
  [/\u0626/g, '\u064a'],
];

export const searchable = (value: string): string => {
  let text = value.normalize('NFKC').toLocaleLowerCase('en').replace(diacritics, '');
  for (const [form, plain] of letterForms) text = text.replace(form, plain);
  return text.replace(/\s+/g, ' ').trim();
};

/** The words of a search, each to be found in a name. */
export const searchWords = (query: string): string[] =>
  searchable(query).split(' ').filter(Boolean);

/** True when every word appears in the (already searchable) name, in any order. */
export const matchesName = (searchableName: string, words: readonly string[]): boolean =>
  words.every((word) => searchableName.includes(word));
