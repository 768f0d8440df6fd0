/**
 * Open pages follow changes to the tutors they show, and only those (decision 052): a booking
 * with one tutor is fetched again by a page showing that tutor, while a page showing another
 * tutor fetches nothing.
 */
import { bookFirstFree, newStudent } from './chat-support.js';
import { expect, test, type Page } from './fixtures.js';
import { apiAs, listedTutors } from './support.js';

/** The API paths a page asks for from now on. */
const requestsOf = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
};

test('a booking with a tutor is fetched again by the page showing that tutor, and by no page showing another', async ({
  request,
  pageAs,
}) => {
  const tutors = await listedTutors(request);
  const [booked, other] = [tutors[2]!, tutors[3]!];
  const watcher = await newStudent(request, 'ريم حسن');
  const bystander = await newStudent(request, 'مازن علي');
  const booker = await newStudent(request, 'نادر فؤاد');

  const watching = await pageAs(watcher.email);
  await watching.goto(`/app/t/${booked.id}`);
  await expect(watching.getByRole('heading', { name: booked.name, level: 1 })).toBeVisible();
  await expect(watching.getByRole('heading', { name: 'احجز درساً', level: 2 })).toBeVisible();
  const elsewhere = await pageAs(bystander.email);
  await elsewhere.goto(`/app/t/${other.id}`);
  await expect(elsewhere.getByRole('heading', { name: other.name, level: 1 })).toBeVisible();
  // Both pages have settled: what they ask for from here on is what the booking makes them ask.
  await watching.waitForLoadState('networkidle');
  await elsewhere.waitForLoadState('networkidle');
  const watched = requestsOf(watching);
  const unrelated = requestsOf(elsewhere);

  const lesson = await bookFirstFree(request, booker.email, booked.id);
  await expect
    .poll(() =>
      watched.some((path) => path.includes(`availability-slot/free?tutorId=${booked.id}`)),
    )
    .toBe(true);
  expect(watched).toContainEqual(expect.stringContaining(`/user/tutor/info/${booked.id}`));
  // Time for a page told of every change, as before, to have asked again.
  await elsewhere.waitForTimeout(1500);
  expect(
    unrelated.filter((path) => path.includes('tutor') || path.includes('availability')),
  ).toEqual([]);

  await (await apiAs(request, booker.email)).delete(`/api/v1/lesson/${lesson.lessonId}`);
});
