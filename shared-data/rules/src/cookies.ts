/**
 * The value of the cookie `name` in a Cookie header or `document.cookie` string (the first one,
 * decoded); null when absent. A value that cannot be decoded (`%`, `%zz`: a client's mistake, or
 * a cookie planted to break the site for that browser) counts as absent: never an exception.
 */
export function readCookie(cookieString: string, name: string): string | null {
  const raw = readRawCookie(cookieString, name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The value of the cookie `name` as it was sent (the first one, not decoded); null when absent. */
export function readRawCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return rest.join('=').trim();
  }
  return null;
}
