/**
 * Answers written by code compiled once per route from the response's JSON Schema
 * (fast-json-stringify, as Fastify does for its own schemas), instead of checking every answer
 * against its zod schema while a user waits (docs/performance.md#what-stays). The JSON Schema is
 * the one the API reference shows, so the two cannot drift apart.
 *
 * With checks on (the tests), every answer is also encoded by its zod schema, and the two writings
 * must agree: an answer that breaks its contract, or a schema the compiled writer reads otherwise
 * than zod, fails the test that produced it.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { safeEncode, toJSONSchema, type $ZodType } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, null]`, as zod writes an optional value, becomes `type: [X's type, 'null']`: the
 * compiled writer then picks the branch by a type test instead of validating against each branch.
 */
const simplify = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      // A listed value set must let null through too, or a null fails the branch it belongs to.
      const values = Array.isArray(other.enum)
        ? { enum: [...(other.enum as unknown[]), null] }
        : {};
      return { ...rest, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return out;
};

/** The JSON Schema of what a route answers, as fast-json-stringify reads it. */
export const responseJsonSchema = (schema: $ZodType): JsonSchema => {
  const { $schema: _version, ...json } = toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  return simplify(json) as JsonSchema;
};

export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

/** The writer of one route's answers; with `check`, also held against the zod schema. */
export const compileResponse = (
  schema: $ZodType,
  where: string,
  check: boolean,
): ((data: unknown) => string) => {
  const write = fastJson(responseJsonSchema(schema) as never);
  if (!check) return write;
  return (data) => {
    const expected = safeEncode(schema, data);
    if (!expected.success)
      throw new ResponseContractError(`The answer of ${where} breaks its schema`, {
        cause: expected.error,
      });
    const written = write(data);
    const wanted: unknown = JSON.parse(JSON.stringify(expected.data));
    if (!isDeepStrictEqual(JSON.parse(written), wanted))
      throw new ResponseContractError(
        `The answer of ${where} is written otherwise than its schema says: ${written} instead of ${JSON.stringify(wanted)}`,
      );
    return written;
  };
};
