/** Whether a Cookie header holds a cookie of this name (its value is not read). */
export function hasCookie(cookieHeader: string | undefined, name: string): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}
