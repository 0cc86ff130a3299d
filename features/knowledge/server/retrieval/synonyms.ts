import 'server-only';
import { EN_SYNONYM_GROUPS, ZH_SYNONYM_GROUPS } from './synonym-groups';
import { memberTerm } from './tokenizer';

// The synonym table as terms: which terms a term of the visitor's question may also be met by.

let table: Map<string, Set<string>> | undefined;

function synonymTable(): Map<string, Set<string>> {
  if (!table) {
    table = new Map();
    for (const group of [...EN_SYNONYM_GROUPS, ...ZH_SYNONYM_GROUPS]) {
      const terms = group.map(memberTerm).filter((term): term is string => Boolean(term));
      for (const term of terms) {
        const others = table.get(term) ?? new Set<string>();
        for (const other of terms) if (other !== term) others.add(other);
        table.set(term, others);
      }
    }
  }
  return table;
}

const NONE: ReadonlySet<string> = new Set();

/** The other terms of every group the term belongs to (a term may be in two: "log" and "log_in" are not). */
export function synonymsOf(term: string): ReadonlySet<string> {
  return synonymTable().get(term) ?? NONE;
}

/** The question's terms' synonyms that are not among its terms: what the candidate search also looks for. */
export function expandSynonyms(terms: readonly string[]): string[] {
  const own = new Set(terms);
  const extra = new Set<string>();
  for (const term of terms) for (const other of synonymsOf(term)) if (!own.has(other)) extra.add(other);
  return [...extra];
}
