/** Unread badge text: above 100 shows "99+" (spec 1 §9). */
export function badgeCount(count: number): string {
  return count > 100 ? '99+' : String(count);
}

/** "1 airport", "3 airports". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
