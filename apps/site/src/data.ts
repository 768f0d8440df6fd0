/** What the server gives the renderer: live data from the database and the deployment's settings. */
import type { Plan } from '@darsak/shared';
import type { SiteAssets } from './layout.js';

export type FeaturedTutor = {
  id: number;
  name: string;
  /** For wording that agrees: «مدرّسة جديدة». */
  gender: number | null;
  image: string | null;
  bio: string | null;
  topics: { nameAr: string; nameEn: string }[];
  rating: { average: number | null; count: number };
};

export type SiteData = {
  /** The product's public address, e.g. https://darsak.example (no trailing slash). */
  origin: string;
  assets: SiteAssets;
  /** The plans on sale, as checkout charges them. */
  plans: Plan[];
  tutors: FeaturedTutor[];
  contact: { email: string; whatsapp: string | null };
};
