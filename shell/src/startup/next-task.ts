/**
 * Resolves in a task of its own, after what the browser has waiting (a paint, an input). The
 * page's start is a few steps, each tens of milliseconds on a phone; run back to back they are one
 * long task the visitor's taps wait behind, so the steps are split with this.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    // A message, not setTimeout: no 4 ms clamp once timeouts nest.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
