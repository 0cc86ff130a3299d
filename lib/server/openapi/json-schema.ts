import 'server-only';
import { z } from 'zod';

// zod 4's own JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1): no generator library between the
// schemas and the reference. Two adjustments make its output fit a reference document.

export type JsonSchema = Record<string, unknown>;

/** Named schemas gathered while converting (`$defs` of one schema become the document's components). */
export type SchemaComponents = Record<string, JsonSchema>;

/**
 * `schema` as JSON Schema: the request side (`io: 'input'`, defaults make fields optional) or the answer side
 * (`'output'`). What JSON Schema cannot say (a transform's result, a refinement) becomes `{}` instead of an error.
 * A `z.object` (not strict) accepts fields it does not name, so it does not say `additionalProperties: false`.
 * `$defs` (a schema with a `.meta({ id })`, a recursive one) move into `components` under `prefix`-ed names.
 */
export function toJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  components: SchemaComponents,
  prefix: string,
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    cycles: 'ref',
    override: ({ zodSchema, jsonSchema }) => {
      const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
      if (def.type === 'object' && !def.catchall && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
    },
  }) as JsonSchema;
  delete converted.$schema;
  const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
  delete converted.$defs;
  const names = new Map<string, string>();
  for (const id of Object.keys(defs))
    names.set(id, id.startsWith('__') ? `${prefix}${id.replace(/^_+schema/, 'Schema')}` : id);
  // A schema that refers to itself at its root (`#`) becomes a component too, so the reference can name it.
  const selfReferring = JSON.stringify(converted).includes('"$ref":"#"');
  const rootName = `${prefix}${io === 'input' ? 'Input' : 'Output'}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key !== '$ref' || typeof inner !== 'string') return [key, rewrite(inner)];
        if (inner === '#') return [key, `#/components/schemas/${rootName}`];
        const id = /^#\/\$defs\/(.+)$/.exec(inner)?.[1];
        return [key, id ? `#/components/schemas/${names.get(id) ?? id}` : inner];
      }),
    );
  };
  for (const [id, def] of Object.entries(defs)) components[names.get(id)!] = rewrite(def) as JsonSchema;
  const result = rewrite(converted) as JsonSchema;
  if (!selfReferring) return result;
  components[rootName] = result;
  return { $ref: `#/components/schemas/${rootName}` };
}
