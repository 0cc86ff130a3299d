// Which promotions a user closed in the banner: kept in this browser's localStorage, per user, so another account
// on the same browser still sees its own banner. A new browser shows a promotion again, which is harmless.

const keyOf = (userId: string) => `dh.activities.dismissed.${userId}`;

export function dismissedActivities(userId: string): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function dismissActivity(userId: string, activityId: string): void {
  try {
    const next = [...dismissedActivities(userId), activityId].slice(-200);
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Storage disabled: the banner closes for this page view only.
  }
}
