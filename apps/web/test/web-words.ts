/** The web app's catalogue as a signed-in member has it (the UI's, then the areas'), to test words. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { wordsFrom } from '../../../packages/ui/test/catalogue-words.js';

const dir = path.resolve(import.meta.dirname, '../src/locales');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The web app's own messages in one language, all areas together (ar.json, ar.chat.json…). */
export const webMessagesOf = (language: 'ar' | 'en'): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(dir)
      .filter((file) => file.startsWith(language) && file.endsWith('.json'))
      .map((file) => read(path.join(dir, file))),
  ) as Record<string, string>;

/** One language's messages as the screens have them: the design system's, then the web app's. */
export const catalogueOf = (language: 'ar' | 'en'): Record<string, string> => ({
  ...read(path.resolve(import.meta.dirname, `../../../packages/ui/src/locales/${language}.json`)),
  ...webMessagesOf(language),
});

/** `t` as the screens have it: a key the catalogue lacks answers itself. */
export const wordsOf = (language: 'ar' | 'en') => wordsFrom(language, catalogueOf(language));
