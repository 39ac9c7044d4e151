// What a page's main thread did in a Lighthouse run, read from the run's own trace: its tasks' wall
// time and their thread (CPU) time, and the blocking time each would give. Lighthouse's simulated
// TBT multiplies each observed task's wall time by four. On these machines a task's wall time is
// often several times its CPU time in the first seconds of a load (the thread waits for a core
// while the browser's other threads and the servers run), so the figure moves with what else the
// machine did. The same sum over CPU time, multiplied alike, is what the page's own work costs.

export const SLOWDOWN = 4;
/** Lighthouse's long task: the time a task blocks is its time over this. */
export const LONG_TASK_MS = 50;
/** A task's events that run a script file (with its URL): its evaluation, or a call into it (a timer, an event, a message). */
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall']);

/**
 * @param {{ traceEvents: Array<Record<string, any>> } | undefined} trace Lighthouse's `Trace` artifact
 * @param {string} pageUrl the document's URL as requested
 * @returns {{ cpu: number, wall: number, cpuBlocking: number, longestScriptCpu: number } | undefined}
 *   milliseconds: the thread's CPU and wall time in its tasks from the page's first parse on, and
 *   the blocking time on CPU time (every task's CPU time times four, over 50 ms; not clipped at a
 *   paint, as Lighthouse's simulated paint comes before most of a page's long tasks anyway), and
 *   the CPU time of the longest task that ran a script file (evaluated it or called into it): under
 *   LONG_TASK_MS / SLOWDOWN, no script task blocks at all unless the machine keeps it waiting;
 *   undefined when there is no trace or it holds no parse of the page
 */
export function mainThreadTime(trace, pageUrl) {
  const events = trace?.traceEvents ?? [];
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === pageUrl);
  if (!parse) return undefined;
  const onThread = (event) => event.pid === parse.pid && event.tid === parse.tid;
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && onThread(event) && event.ts >= parse.ts - 1)
    .sort((a, b) => a.ts - b.ts);
  const figures = { cpu: 0, wall: 0, cpuBlocking: 0, longestScriptCpu: 0 };
  const scriptStarts = events
    .filter(
      (event) => SCRIPT_EVENTS.has(event.name) && onThread(event) && /\.js(\?|$)/.test(event.args?.data?.url ?? ''),
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  let end = -Infinity;
  let next = 0;
  for (const task of tasks) {
    // Only tasks at the top: a nested RunTask is inside one already counted.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    let runsScript = false;
    while (next < scriptStarts.length && scriptStarts[next] < end) {
      if (scriptStarts[next] >= task.ts) runsScript = true;
      next += 1;
    }
    const cpu = (task.tdur ?? task.dur) / 1000;
    figures.cpu += cpu;
    figures.wall += task.dur / 1000;
    figures.cpuBlocking += Math.max(0, SLOWDOWN * cpu - LONG_TASK_MS);
    if (runsScript) figures.longestScriptCpu = Math.max(figures.longestScriptCpu, cpu);
  }
  return figures;
}
