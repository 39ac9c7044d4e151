/** The suite's shell server's figures, read from its metrics port (never the public one). */
export const METRICS = 'http://127.0.0.1:9464/metrics';

/** One line of the metrics' text for these labels, its value (0 when absent). */
export async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(METRICS)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
