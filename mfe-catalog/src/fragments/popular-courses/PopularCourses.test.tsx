import { screen, within } from '@testing-library/react';
import PopularCourses from './PopularCourses';
import { renderInRouter } from '../../router-test-utils';

describe('PopularCourses', () => {
  it('links four courses, by title, to their pages', () => {
    renderInRouter(<PopularCourses />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Python Programming Masterclass', '/courses/python-programming-masterclass'],
      ['React Masterclass', '/courses/react-masterclass'],
      ['JavaScript Masterclass', '/courses/javascript-masterclass'],
      ['DSA Interview Preparation', '/courses/data-structures-and-algorithms-interviews'],
    ]);
  });
});
