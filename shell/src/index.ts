import { nextTask } from './startup/next-task';

// Async boundary: lets Module Federation negotiate the shared singletons before any of them runs.
// In a task after the one that evaluated this entry (the federation runtime): see next-task.ts.
void nextTask().then(() => import('./bootstrap'));
