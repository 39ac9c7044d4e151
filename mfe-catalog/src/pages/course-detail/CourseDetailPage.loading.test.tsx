import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseDetail, CourseId } from '@shared-data/rules';
import { renderDetailPage } from '../detail-common/test-utils';
import CourseDetailPage from './CourseDetailPage';

/** The course's content chunk, loaded when the test says so. */
jest.mock('@shared-data/content-catalog', () => {
  const loadCourseDetail = jest.fn();
  return {
    ...jest.requireActual('@shared-data/content-catalog'),
    loadCourseDetail,
    courseDetailResource: (id: CourseId) => [`course-detail/${id}`, () => loadCourseDetail(id)],
  };
});

const actual = jest.requireActual<{ loadCourseDetail: (id: CourseId) => Promise<CourseDetail> }>(
  '@shared-data/content-catalog',
);
const loadCourseDetail = jest.requireMock<{ loadCourseDetail: jest.Mock<Promise<CourseDetail>, [CourseId]> }>(
  '@shared-data/content-catalog',
).loadCourseDetail;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  jest.restoreAllMocks();
  loadCourseDetail.mockReset();
});

it('shows the page with a loading state for the curriculum until the course details arrive', async () => {
  let arrive = () => undefined as void;
  loadCourseDetail.mockImplementation(
    (id) => new Promise((resolve) => (arrive = () => void actual.loadCourseDetail(id).then(resolve))),
  );
  await renderDetailPage(CourseDetailPage, '/courses/:slug', '/courses/python-programming-masterclass');
  expect(screen.getByRole('heading', { level: 1, name: 'Python Programming Masterclass' })).toBeInTheDocument();
  expect(screen.getByText('Loading the course curriculum…').closest('[role="status"]')).not.toBeNull();
  await act(async () => arrive());
  expect(await screen.findByRole('heading', { name: 'Course Curriculum' })).toBeInTheDocument();
  expect(screen.queryByText(/Loading the course curriculum/)).not.toBeInTheDocument();
});

it('explains a failed load of the course details and loads them again on Try again', async () => {
  loadCourseDetail
    .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
    .mockImplementation((id) => actual.loadCourseDetail(id));
  const user = userEvent.setup();
  await renderDetailPage(CourseDetailPage, '/courses/:slug', '/courses/react-masterclass');
  expect(await screen.findByRole('alert')).toHaveTextContent('The course curriculum could not be loaded');
  expect(screen.getByRole('heading', { level: 1, name: 'React Masterclass' })).toBeInTheDocument();
  await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { name: 'Course Curriculum' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
