/** The back office's catalogue as a signed-in admin has it (the UI's, then the admin's), to test words. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wordsFrom } from '../../../packages/ui/test/catalogue-words.js';

const read = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, file), 'utf8')) as Record<
    string,
    string
  >;

export const catalogueOf = (language: 'ar' | 'en'): Record<string, string> => ({
  ...read(`../../../packages/ui/src/locales/${language}.json`),
  ...read(`../src/locales/${language}.json`),
  ...read(`../src/locales/${language}.office.json`),
  ...read(`../src/locales/${language}.invoices.json`),
  ...read(`../src/locales/${language}.growth.json`),
});

/** `t` as the screens have it: a key the catalogue lacks answers itself. */
export const wordsOf = (language: 'ar' | 'en') => wordsFrom(language, catalogueOf(language));
