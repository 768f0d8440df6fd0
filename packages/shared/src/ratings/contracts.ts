/** Ratings of tutors by their students (docs/product/tutors.md#ratings). */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { page } from '../api/common.js';
import { rating } from './entities.js';
import { ratingSummary } from '../tutors/entities.js';

export const ratingsSchemas = () => {
  const idParams = z.object({ id: rules.id() });
  const list = z.object({ ...page(rating).shape, summary: ratingSummary });
  return {
    createRating: {
      tag: 'ratings',
      summary:
        'Rate a tutor after a fulfilled lesson with them; once per tutor (rating-exists: edit it instead).',
      body: z.object({
        tutorId: rules.id(),
        value: rules.ratingValue,
        text: rules.optionalText(rules.ratingText),
      }),
      response: rating,
    },
    getRating: { tag: 'ratings', summary: 'One rating.', params: idParams, response: rating },
    updateRating: {
      tag: 'ratings',
      summary: 'Change one’s rating (its rater or admins).',
      params: idParams,
      body: z
        .partial(
          z.object({
            value: rules.ratingValue,
            text: z.nullable(rules.optionalText(rules.ratingText)),
          }),
        )
        .check(z.refine<object>((b) => Object.keys(b).length > 0, { error: 'empty-request' })),
      response: rating,
    },
    deleteRating: {
      tag: 'ratings',
      summary: 'Remove a rating (its rater or admins).',
      params: idParams,
      response: null,
    },
    ratingsByRater: {
      tag: 'ratings',
      summary: 'Ratings a user gave, newest first (the user or admins).',
      params: idParams,
      query: rules.pageQuery,
      response: list,
    },
    ratingsByRatee: {
      tag: 'ratings',
      summary: 'Ratings a user received, newest first, with their average.',
      params: idParams,
      query: rules.pageQuery,
      response: list,
    },
    ratingsByTutor: {
      tag: 'ratings',
      summary: 'A tutor’s reviews, newest first, with the average and count.',
      params: idParams,
      query: rules.pageQuery,
      response: list,
    },
  } as const;
};

type S = ReturnType<typeof ratingsSchemas>;
export type CreateRatingBody = z.output<S['createRating']['body']>;
export type UpdateRatingBody = z.output<S['updateRating']['body']>;

export const ratingsRoutes = {
  createRating: route<S['createRating']>('POST', '/api/v1/rating/', [Role.Student], {
    stale: ['ratings'],
  }),
  getRating: route<S['getRating']>('GET', '/api/v1/rating/:id', 'public', { cached: ['ratings'] }),
  updateRating: route<S['updateRating']>('PUT', '/api/v1/rating/:id', 'user', {
    stale: ['ratings'],
  }),
  deleteRating: route<S['deleteRating']>('DELETE', '/api/v1/rating/:id', 'user', {
    stale: ['ratings'],
  }),
  ratingsByRater: route<S['ratingsByRater']>('GET', '/api/v1/rating/list/rater/:id', 'user', {
    cached: ['ratings'],
  }),
  ratingsByRatee: route<S['ratingsByRatee']>('GET', '/api/v1/rating/list/ratee/:id', 'public', {
    cached: ['ratings'],
  }),
  ratingsByTutor: route<S['ratingsByTutor']>('GET', '/api/v1/rating/list/tutor/:id', 'public', {
    cached: ['ratings'],
  }),
};
