// The Learn team's own page: its routes without the shell, for working on this remote alone.
import { renderStandalone } from 'shared-data/standalone';
import 'shared-data/design/tokens.css';
import LearnPage from './pages/learn/LearnPage';

renderStandalone('Learn', [
  {
    path: '/courses/:slug/learn',
    label: 'Course player',
    example: '/courses/python-programming-masterclass/learn',
    Page: LearnPage,
  },
]);
