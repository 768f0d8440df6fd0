/** Form shapes of the profile screens, built from the shared rules. */
import { z } from 'zod/mini';
import { rules } from '@darsak/shared';

export const mainInfoSchema = z.object({
  name: rules.name,
  gender: rules.fromText(rules.gender),
  birthYear: rules.fromText(rules.birthYear()),
  city: rules.fromText(rules.city),
  phone: rules.optionalText(rules.phone),
  job: rules.optionalText(rules.job),
});

export const learningSchema = z.object({
  englishLevel: rules.fromText(rules.englishLevel),
  goal: rules.optionalText(rules.goal),
});
