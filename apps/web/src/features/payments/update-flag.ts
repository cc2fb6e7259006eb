// docs/product/specification/1-accounts-and-shell.md §4 "Attach/update payment method page": a session flag that sends the member back to /upgrade-account
// once the card is saved.
const KEY = 'update_payment_method';

export function setUpdatePaymentFlag(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // storage disabled: the member simply lands on their usual page
  }
}

/** Reads and clears the flag. */
export function takeUpdatePaymentFlag(): boolean {
  try {
    const set = window.sessionStorage.getItem(KEY) === '1';
    window.sessionStorage.removeItem(KEY);
    return set;
  } catch {
    return false;
  }
}
