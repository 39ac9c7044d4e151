import { nextTask } from './startup/next-task';

// Async boundary: lets Module Federation negotiate the shared singletons before any of them runs.
// In a task after the one that evaluated this entry (the federation runtime): see next-task.ts.
// React DOM, the largest shared library, is evaluated in a task of its own; the router, the
// shell's modules and the rest in the next.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
