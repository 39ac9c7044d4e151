import { Fragment } from 'react';

/**
 * An e-mail address or URL that may wrap only at sensible points: after the "@" and before each
 * "." or "/" (a `wbr` there), never mid-word, so "support@codeyatra.com" breaks as "support@" /
 * "codeyatra.com" in a narrow card rather than "support@codeyatra.co" / "m".
 */
export function Wrappable({ text }: { text: string }) {
  const parts = text.split(/(?<=@)|(?=[./])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed string: their order never changes.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
