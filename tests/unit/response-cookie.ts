/** The value a response's Set-Cookie gives `name` (empty when it clears it), or undefined when it sets none. */
export function responseCookie(res: Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().findLast((c) => c.startsWith(`${name}=`));
  return line === undefined ? undefined : decodeURIComponent(line.slice(name.length + 1).split(';')[0] ?? '');
}
