/** The value of the cookie `name` in a Cookie header or `document.cookie` string (the first one, decoded); null when absent. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}
