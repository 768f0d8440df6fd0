/** Turns rating rows into the shapes of packages/shared. */
import type { Rating } from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type { RatingWithRater } from './repository.js';

export const presentRating = ({ rating, rater }: RatingWithRater): Rating => ({
  id: rating.id,
  rater: {
    id: rater.id,
    name: rater.name,
    image: rater.image ? publicAssetUrl(rater.image) : null,
  },
  tutorId: rating.tutorId,
  value: rating.value,
  text: rating.text,
  createdAt: rating.createdAt.toISOString(),
  updatedAt: rating.updatedAt.toISOString(),
});
