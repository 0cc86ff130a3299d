// The plans shown on /pricing and /subscriptions, in order. Their texts are the `Plans` namespace of the
// marketing messages. Prices are quoted per order and are not published: a plan either is the free trial or asks
// the visitor to contact us. Never put a price figure in those texts.

export interface Plan {
  id: 'trial' | 'cloud' | 'local' | 'privateIp';
  /** `trial` starts the free trial; `contact` leads to /contactUs for a quote. */
  action: 'trial' | 'contact';
}

export const plans: readonly Plan[] = [
  { id: 'trial', action: 'trial' },
  { id: 'cloud', action: 'contact' },
  { id: 'local', action: 'contact' },
  { id: 'privateIp', action: 'contact' },
];
