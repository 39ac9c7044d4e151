// The Learn team's own page: its routes without the shell, for working on this remote alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initRegion } from 'shared-data/region-store';
import { StandaloneApp, type StandaloneRoute } from 'shared-data/ui';
import 'shared-data/design/tokens.css';
import LearnPage from './pages/learn/LearnPage';

const routes: StandaloneRoute[] = [
  {
    path: '/courses/:slug/learn',
    label: 'Course player',
    example: '/courses/python-programming-masterclass/learn',
    Page: LearnPage,
  },
];

initRegion();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp team="Learn" routes={routes} />
  </StrictMode>,
);
