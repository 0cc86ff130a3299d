import type { z } from 'zod';

/** A path into a request's input: object keys, `0` for an array's element. */
export type FieldPath = (string | number)[];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  values?: unknown[];
}

/** A text field, with the literal values (a union's discriminator) that pick the object it belongs to. */
export interface StringField {
  path: FieldPath;
  literals: [FieldPath, unknown][];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every place of a zod schema's input where a client may send free text (a `z.string()`, however wrapped):
 * what a NUL byte could be sent in. Walks zod 4's definitions, input side first (a pipe's `in`).
 */
export function stringFields(
  schema: z.ZodType,
  path: FieldPath = [],
  ancestors = new Set<z.ZodType>(),
): StringField[] {
  // A lazy schema may contain itself: stop where a branch comes back to one of its ancestors.
  if (ancestors.has(schema)) return [];
  const seen = new Set(ancestors).add(schema);
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined, at: FieldPath = path) =>
    inner ? stringFields(inner, at, seen) : [];
  switch (def.type) {
    case 'string':
      return [{ path, literals: [] }];
    case 'object': {
      const shape = Object.entries(def.shape ?? {});
      const literals = shape
        .filter(([, inner]) => defOf(inner).type === 'literal')
        .map(([key, inner]): [FieldPath, unknown] => [[...path, key], defOf(inner).values?.[0]]);
      return shape.flatMap(([key, inner]) =>
        walk(inner, [...path, key]).map((field) => ({
          ...field,
          literals: [...literals, ...field.literals],
        })),
      );
    }
    case 'array':
      return walk(def.element, [...path, 0]);
    case 'tuple':
      return (def.items ?? []).flatMap((inner, i) => walk(inner, [...path, i]));
    case 'record':
      return walk(def.valueType, [...path, 'key']);
    case 'union':
      return dedupe((def.options ?? []).flatMap((inner) => walk(inner)));
    case 'intersection':
      return dedupe([...walk(def.left), ...walk(def.right)]);
    case 'pipe':
      // z.preprocess is a pipe from a transform: its schema is the `out` side.
      return defOf(def.in!).type === 'transform' ? walk(def.out) : walk(def.in);
    case 'lazy':
      return walk(def.getter?.());
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional: one inner type.
      return walk(def.innerType);
  }
}

/** A union's options each give their fields: the same path under another discriminator is another case. */
function dedupe(fields: StringField[]): StringField[] {
  const byKey = new Map(fields.map((field) => [JSON.stringify([field.path, field.literals]), field]));
  return [...byKey.values()];
}

/** An input holding `value` at the field's path, its discriminators, and nothing else. */
export function inputWith({ path, literals }: StringField, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [at, literal] of [...literals, [path, value] as [FieldPath, unknown]]) {
    let node: Record<string | number, unknown> = root;
    at.forEach((key, i) => {
      if (i === at.length - 1) node[key] = literal;
      else node = (node[key] ??= typeof at[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    });
  }
  return root;
}
