/** Spec §3: user info (not the token, which stays in the httpOnly cookie) is kept in local storage. */
export const USER_STORAGE_KEY = 'userInfo';

export interface StoredUser {
  userId: string;
  corpId: string;
  email?: string | null;
  companyName?: string;
}

export function readUserData(): StoredUser | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

export function writeUserData(user: StoredUser) {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Without storage the console still works: identity comes from the session cookie on the server.
  }
}

export function clearUserData() {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    sessionStorage.removeItem('userLimits');
  } catch {
    // Nothing stored, nothing to clear.
  }
}
