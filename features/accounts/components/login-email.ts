const KEY = 'loginEmail';

/**
 * The address just registered (or whose password was just reset), handed to the login page that follows so the
 * visitor need not type it again. Session storage keeps it to this tab and out of the URL, and the login form
 * takes it once.
 */
export function rememberLoginEmail(email: string) {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Without storage the visitor types the address again.
  }
}

export function takeLoginEmail(): string | null {
  try {
    const email = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return email;
  } catch {
    return null;
  }
}
