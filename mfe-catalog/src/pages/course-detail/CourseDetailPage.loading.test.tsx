import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDetailPage } from '../detail-common/test-utils';
import CourseDetailPage from './CourseDetailPage';

jest.mock('shared-data/federation', () => ({
  loadFederatedModule: jest.fn(() =>
    Promise.resolve({ default: jest.requireActual('../detail-common/test-utils').PricingBlockStub }),
  ),
}));

/** The detail chunk fails to load once, then loads. */
jest.mock('shared-data', () => {
  const actual = jest.requireActual('shared-data');
  return {
    ...actual,
    loadCourseDetail: jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('chunk failed')))
      .mockImplementation((id: string) => actual.loadCourseDetail(id)),
  };
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('explains a failed load of the course details and loads them again on Try again', async () => {
  const user = userEvent.setup();
  renderDetailPage(CourseDetailPage, '/courses/:slug', '/courses/react-masterclass');
  expect(await screen.findByRole('alert')).toHaveTextContent('The course curriculum could not be loaded');
  expect(screen.getByRole('heading', { level: 1, name: 'React Masterclass' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Course Curriculum' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
