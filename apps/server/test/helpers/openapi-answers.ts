/**
 * Checks real answers against an OpenAPI document: is the status declared for the operation, and does a JSON
 * body match the declared schema (JSON Schema 2020-12, as OpenAPI 3.1 uses, with every `$ref` resolved by the
 * strict validator first).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface Responses {
  [status: string]: { content?: Record<string, { schema?: object }> };
}
interface ResolvedDocument {
  paths: Record<string, Record<string, { responses?: Responses }>>;
}

/** Validates `doc` strictly; throws with the validator's errors when it is not a valid OpenAPI document. */
export async function strictlyValid(doc: object): Promise<ResolvedDocument> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc) as Record<string, unknown>);
  if (!result.valid)
    throw new Error(`invalid OpenAPI document: ${JSON.stringify(result.errors).slice(0, 2000)}`);
  // Throws for a $ref that resolves to nothing.
  return validator.resolveRefs() as unknown as ResolvedDocument;
}

/** A checker of answers of the operations of `doc` (resolved): a problem as text, or null. */
export function answerChecker(doc: ResolvedDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction | null>();
  return (path: string, method: string, status: number, contentType: string, body: string): string | null => {
    const responses = doc.paths[path]?.[method.toLowerCase()]?.responses ?? {};
    const declared = responses[String(status)];
    if (!declared) return `${status} is not declared (declared: ${Object.keys(responses).join(', ')})`;
    if (!contentType.startsWith('application/json') || status === 204 || status === 304) return null;
    const key = `${method} ${path} ${status}`;
    if (!compiled.has(key)) {
      const schema = declared.content?.['application/json']?.schema;
      compiled.set(key, schema ? ajv.compile(schema) : null);
    }
    const validate = compiled.get(key);
    if (!validate) return `${status} answers JSON but declares no JSON body`;
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return `${status} body is not JSON`;
    }
    return validate(value) ? null : `${status} body does not match: ${ajv.errorsText(validate.errors)}`;
  };
}
