import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { type InputPart, invalidInput } from './api-error';

const PARTS: Record<string, InputPart> = {
  querystring: 'query',
  params: 'path',
  headers: 'headers',
  body: 'body',
};

/**
 * Fastify's validator for the routes' Zod schemas (`schema: { body, querystring, params, headers }`): the
 * parsed value replaces the input, and refused input becomes the one 400 of `invalidInput`, so every route
 * answers bad input the same way. A missing body (bodiless POST/DELETE, read as no body) is validated as `{}`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = PARTS[httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: invalidInput(result.error.issues, part) };
  };
};

/**
 * The serializer of answers with a documented response schema (`schema.response`, see `route-responses.ts`):
 * plain `JSON.stringify`, as Fastify writes answers of routes without one. The response schemas document the
 * answers (and tests check real answers against them); they neither strip fields nor cost time on the hot
 * catalogue routes, whose cached answers are JSON bytes that no serializer touches.
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) =>
  JSON.stringify(data);
