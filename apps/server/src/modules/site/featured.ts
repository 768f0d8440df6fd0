/**
 * The tutors the home page features: listed tutors (onboarded, as students find them) with a
 * photo, best rated first. The tutors module keeps the list fresh when a tutor changes.
 */
import type { FeaturedTutor } from '@darsak/site/render';
import type { AppContext } from '../../context.js';
import { listedTutors } from '../tutors/index.js';

const FEATURED = 6;

export const featuredTutors = async (ctx: AppContext): Promise<FeaturedTutor[]> =>
  [...(await listedTutors(ctx))]
    .filter((tutor) => tutor.card.image !== null)
    .sort(
      (a, b) =>
        (b.average ?? 0) - (a.average ?? 0) ||
        b.card.rating.count - a.card.rating.count ||
        a.card.id - b.card.id,
    )
    .slice(0, FEATURED)
    .map(({ card }) => ({
      id: card.id,
      name: card.name,
      gender: card.gender,
      image: card.image,
      bio: card.bio,
      topics: card.topics.map((topic) => ({ nameAr: topic.nameAr, nameEn: topic.nameEn })),
      rating: card.rating,
    }));
