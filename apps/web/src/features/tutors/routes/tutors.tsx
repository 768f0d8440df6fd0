/** Find a tutor: search by name, filter by topic, gender, rating and a free time; soonest free first. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Gender, routes } from '@darsak/shared';
import { useApiInfiniteQuery, useApiQuery } from '@darsak/client/react';
import {
  Button,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  useI18n,
  useDebounced,
  useFormat,
  useT,
} from '@darsak/ui';
import { TutorCard } from '../components/tutor-card.js';
import { FreeAtFilter } from '../components/free-at-filter.js';
import { useLiveTutorsList } from '../components/live-tutors.js';

const control =
  'min-h-11 rounded-xl border border-ink-200 bg-white px-3 text-ink-900 focus:outline-2 focus:outline-brand-600';

export default function TutorsPage() {
  const t = useT();
  const { language } = useI18n();
  const format = useFormat();
  // The filters live in the address, so a reload or a shared link keeps them
  // (docs/product/tutors.md#filters); each change replaces the entry rather than adding one.
  const [params, setParams] = useSearchParams();
  const setParam = useCallback(
    (name: string, value: string | null, forget: string[] = []) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          for (const other of forget) next.delete(other);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const search = params.get('q') ?? '';
  const topicId = params.get('topic') ?? '';
  const gender = params.get('gender') ?? '';
  const minRating = params.get('rating') ?? '';
  const freeOn = params.get('day') ?? '';
  const freeAt = params.get('at');
  const setSearch = (value: string) => setParam('q', value);
  const setTopicId = (value: string) => setParam('topic', value);
  const setGender = (value: string) => setParam('gender', value);
  const setMinRating = (value: string) => setParam('rating', value);
  const setFreeOn = (value: string) => setParam('day', value, ['at']);
  const setFreeAt = (value: string | null) => setParam('at', value);
  const q = useDebounced(search.trim(), 300);
  const topics = useApiQuery(routes.listTopics, undefined, { staleTime: 5 * 60_000 });
  // Only this quota week can be booked, so the free-time filter offers nothing past its end.
  const week = useApiQuery(routes.quota);
  const filters = {
    q: q || undefined,
    topicId: topicId ? Number(topicId) : undefined,
    gender: gender ? (Number(gender) as 1 | 2) : undefined,
    minRating: minRating ? Number(minRating) : undefined,
    freeAt: freeAt ?? undefined,
    // A day alone: free some time that day; a time on it is the narrower ask.
    freeOn: freeAt ? undefined : freeOn || undefined,
  };
  const tutors = useApiInfiniteQuery(
    routes.onboardedTutors,
    (page) => ({ query: { page, size: 10, ...filters } }),
    filters,
  );

  useLiveTutorsList();

  const list = tutors.data?.pages.flatMap((page) => page.list) ?? [];
  const total = tutors.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(filters.q || topicId || gender || minRating || freeOn || freeAt);

  return (
    <div className="space-y-6">
      <PageHeader title={t('tutors.title')} description={t('tutors.subtitle')} />
      <section
        aria-label={t('tutors.filters')}
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 lg:grid-cols-4"
      >
        <label className="sm:col-span-2 lg:col-span-4">
          <span className="sr-only">{t('tutors.search')}</span>
          <input
            type="search"
            className={`${control} w-full`}
            value={search}
            placeholder={t('tutors.search')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <select
          aria-label={t('tutors.topic')}
          className={control}
          value={topicId}
          onChange={(e) => setTopicId(e.target.value)}
        >
          <option value="">{t('tutors.anyTopic')}</option>
          {topics.data?.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {language === 'ar' ? topic.nameAr : topic.nameEn}
            </option>
          ))}
        </select>
        <select
          aria-label={t('tutors.gender')}
          className={control}
          value={gender}
          onChange={(e) => setGender(e.target.value)}
        >
          <option value="">{t('tutors.anyGender')}</option>
          <option value={Gender.Female}>{t('tutors.female')}</option>
          <option value={Gender.Male}>{t('tutors.male')}</option>
        </select>
        <select
          aria-label={t('tutors.rating')}
          className={control}
          value={minRating}
          onChange={(e) => setMinRating(e.target.value)}
        >
          <option value="">{t('tutors.anyRating')}</option>
          <option value="4">{t('tutors.ratingAtLeast', { value: 4 })}</option>
          <option value="4.5">{t('tutors.ratingAtLeast', { value: 4.5 })}</option>
        </select>
        {week.data && (
          <>
            <FreeAtFilter
              day={freeOn}
              onDay={setFreeOn}
              value={freeAt}
              onChange={setFreeAt}
              until={week.data.weekEnd}
              describedBy="free-at-limit"
              className={control}
            />
            <p id="free-at-limit" className="text-sm text-ink-600 sm:col-span-2 lg:col-span-4">
              {t('tutors.freeLimit', {
                day: format.day(week.data.weekEnd),
                time: format.time(week.data.weekEnd),
              })}
            </p>
          </>
        )}
      </section>

      {tutors.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('ui.loading')} />
        </div>
      ) : tutors.isError ? (
        <ErrorState error={tutors.error} onRetry={() => void tutors.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t(filtered ? 'tutors.empty.filtered' : 'tutors.empty.title')}
          description={t(filtered ? 'tutors.empty.filteredText' : 'tutors.empty.text')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => setParams(new URLSearchParams(), { replace: true })}
              >
                {t('tutors.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {t('tutors.count', { count: total })}
          </p>
          <ul className="space-y-3" aria-busy={tutors.isFetching}>
            {list.map((tutor) => (
              <TutorCard key={tutor.id} tutor={tutor} />
            ))}
          </ul>
          {tutors.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void tutors.fetchNextPage()}
                loading={tutors.isFetchingNextPage}
              >
                {t('tutors.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
