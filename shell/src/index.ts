import { nextTask } from './startup/next-task';

// Async boundary: lets Module Federation negotiate the shared singletons before any of them runs.
// In a task after the one that evaluated this entry (the federation runtime): see next-task.ts.
// The shared libraries are evaluated one to a task, largest first (React DOM, then the router
// and the platform); the shell's own modules in the last. Each is then a short task a tap can
// come between, not one long one.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@shared-data/platform/router'))
  .then(nextTask)
  .then(() => import('@shared-data/platform'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
