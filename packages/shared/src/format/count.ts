const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Unread badge text: above 100 shows "99+" (docs/product/specification/1-accounts-and-shell.md §9). */
export function badgeCount(count: number): string {
  return count > 100 ? '99+' : String(count);
}

/** "1 airport", "3,200 airports". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${integer.format(count)} ${count === 1 ? one : many}`;
}
