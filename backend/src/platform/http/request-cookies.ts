/** Whether a Cookie header holds a cookie of this name (its value is not read). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/** The value of the first cookie of this name in a Cookie header, if any (as sent, not decoded). */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const pair = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}
