/**
 * A pure function of a string, memoised in a bounded map: the inputs repeat the
 * same few thousand spellings (names, team codes) on many rows. The map is
 * cleared when it holds `limit` entries, so a long-lived process never grows it
 * without bound. The memo only saves work: the function must be pure, and a
 * result of undefined is never stored.
 */
export function memoised<R>(compute: (text: string) => R, limit: number): (text: string) => R {
  const memo = new Map<string, R>();
  return (text) => {
    let value = memo.get(text);
    if (value === undefined) {
      value = compute(text);
      if (memo.size >= limit) memo.clear();
      memo.set(text, value);
    }
    return value;
  };
}
