/**
 * fast-check arbitraries from an OpenAPI 3.1 document's JSON schemas, for fuzzing the server with requests that
 * are mostly well-formed (so they reach the handlers, not only the validator) and sometimes not: values at and
 * past their bounds, ids past 32 bits, strings with NUL, unpaired surrogates and control characters, wrong types.
 */
import fc from 'fast-check';

/** A JSON schema as @fastify/swagger writes it (only what the generator reads). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** Strings a server must survive anywhere: empty, NUL, lone surrogates, control and very long text. */
const NASTY_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\u001f',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  'é😀',
  'x'.repeat(5_000),
];
/** Numbers a server must survive: 32-bit and 53-bit edges, negatives, fractions. */
const NASTY_NUMBERS = [
  0,
  -1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -2_147_483_649,
  1e300,
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));
const anyJson = fc.oneof(
  fc.constantFrom<unknown>(null, true, {}, [], ...NASTY_NUMBERS),
  nastyString,
  fc.jsonValue({ maxDepth: 2 }),
);

/** Generates documents' values; `$ref`s resolve in `doc` (one that resolves to nothing gives any JSON). */
export function schemaArbitraries(doc: { components?: { schemas?: Record<string, JsonSchema> } }) {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (ref: string): JsonSchema | undefined => {
    const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : '';
    return schemas[name];
  };

  const stringOf = (s: JsonSchema): fc.Arbitrary<string> => {
    const valid =
      s.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
        : s.format === 'email'
          ? fc.emailAddress()
          : s.format === 'uuid'
            ? fc.uuid()
            : fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) });
    return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: nastyString });
  };

  const numberOf = (s: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1_000);
    const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
    const min = Math.max(low, -1e9);
    const max = Math.min(Math.max(high, min), 1e9);
    const valid = integer
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    return fc.oneof(
      { weight: 4, arbitrary: valid },
      { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
    );
  };

  const arbitraryOf = (s: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> => {
    if (!s || depth > 6) return anyJson;
    if (s.$ref) return arbitraryOf(resolve(s.$ref), depth + 1);
    if (s.const !== undefined) return fc.constant(s.const);
    if (s.enum) return fc.constantFrom(...s.enum);
    const alternatives = s.anyOf ?? s.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth + 1)));
    if (s.allOf?.[0]) return arbitraryOf(s.allOf[0], depth + 1);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case 'string':
        return stringOf(s);
      case 'integer':
        return numberOf(s, true);
      case 'number':
        return numberOf(s, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(arbitraryOf(s.items, depth + 1), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, Math.max(s.minItems ?? 0, 3)),
        });
      case 'object': {
        const properties = s.properties ?? {};
        const required = new Set(s.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, property] of Object.entries(properties))
          record[name] = arbitraryOf(property, depth + 1);
        return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
      }
      default:
        return anyJson;
    }
  };

  return {
    /** A value of `schema`, at times a wrong one. */
    value: (schema: JsonSchema | undefined) =>
      fc.oneof({ weight: 5, arbitrary: arbitraryOf(schema, 0) }, { weight: 1, arbitrary: anyJson }),
    /** A value of `schema` written as a URL's string (a path or query parameter). */
    text: (schema: JsonSchema | undefined) =>
      fc
        .oneof(
          { weight: 5, arbitrary: arbitraryOf(schema, 0) },
          { weight: 1, arbitrary: nastyString },
          { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
        )
        .map((v) =>
          Array.isArray(v) ? v.map(String).join(',') : typeof v === 'string' ? v : JSON.stringify(v),
        ),
  };
}
