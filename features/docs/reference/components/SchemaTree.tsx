import type { JsonSchema } from '../server/operations';
import classes from './reference.module.css';

// A schema as a readable tree: each field with its type, whether it is required and its limits. References to the
// document's shared schemas are followed a few levels deep (and named), so cycles cannot run away.

const MAX_DEPTH = 5;

interface Props {
  schema: JsonSchema;
  schemas: Record<string, JsonSchema>;
  requiredLabel: string;
  depth?: number;
}

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): [JsonSchema, string | undefined] {
  const ref = schema.$ref as string | undefined;
  if (!ref) return [schema, undefined];
  const name = ref.split('/').pop()!;
  return [schemas[name] ?? {}, name];
}

export function typeLabel(input: JsonSchema, schemas: Record<string, JsonSchema>): string {
  const [schema, name] = resolve(input, schemas);
  if (name && name !== 'ApiCode') return name;
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (name === 'ApiCode') return 'ApiCode';
  if (variants) return variants.map((variant) => typeLabel(variant, schemas)).join(' | ');
  if (schema.allOf) return 'object';
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).join(' | ')
    : String(schema.type ?? 'any');
  if (schema.type === 'array' && schema.items) return `${typeLabel(schema.items as JsonSchema, schemas)}[]`;
  return schema.format ? `${type} (${String(schema.format)})` : type;
}

const LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern'] as const;

function limits(schema: JsonSchema): string {
  return LIMITS.filter((key) => key in schema)
    .map((key) => `${key} ${String(schema[key])}`)
    .join(', ');
}

/** The fields of an object schema (merging allOf parts), or of the items of an array schema. */
function fieldsOf(input: JsonSchema, schemas: Record<string, JsonSchema>): [JsonSchema, Set<string>] {
  const [schema] = resolve(input, schemas);
  if (schema.type === 'array' && schema.items) return fieldsOf(schema.items as JsonSchema, schemas);
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((part) => fieldsOf(part, schemas));
    return [
      Object.assign({}, ...parts.map(([properties]) => properties)) as JsonSchema,
      new Set(parts.flatMap(([, required]) => [...required])),
    ];
  }
  return [(schema.properties ?? {}) as JsonSchema, new Set((schema.required ?? []) as string[])];
}

export function SchemaTree({ schema, schemas, requiredLabel, depth = 0 }: Props) {
  const [resolved] = resolve(schema, schemas);
  const variants = (resolved.oneOf ?? resolved.anyOf) as JsonSchema[] | undefined;
  if (variants && !variants.every((variant) => 'const' in variant))
    return (
      <ol className={classes.variants}>
        {variants.map((variant, index) => (
          <li key={index}>
            <SchemaTree schema={variant} schemas={schemas} requiredLabel={requiredLabel} depth={depth} />
          </li>
        ))}
      </ol>
    );
  const [properties, required] = fieldsOf(schema, schemas);
  const entries = Object.entries(properties as Record<string, JsonSchema>);
  if (entries.length === 0) return <code className={classes.type}>{typeLabel(schema, schemas)}</code>;
  return (
    <ul className={classes.tree}>
      {entries.map(([name, field]) => {
        const [own] = resolve(field, schemas);
        const [children] = fieldsOf(field, schemas);
        const nested = depth < MAX_DEPTH && Object.keys(children).length > 0;
        return (
          <li key={name}>
            <code className={classes.field}>{name}</code>{' '}
            <code className={classes.type}>{typeLabel(field, schemas)}</code>
            {required.has(name) ? <span className={classes.required}> {requiredLabel}</span> : null}
            {limits(own) ? <span className={classes.limits}> {limits(own)}</span> : null}
            {typeof own.description === 'string' ? (
              <div className={classes.description}>{own.description}</div>
            ) : null}
            {nested ? (
              <SchemaTree schema={field} schemas={schemas} requiredLabel={requiredLabel} depth={depth + 1} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
