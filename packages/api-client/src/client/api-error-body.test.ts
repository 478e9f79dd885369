import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../schemas/error';
import { readApiErrorBody } from './api-error-body';

const samples: unknown[] = [
  { error: 'OUT_OF_STOCK', message: 'Sold out' },
  {
    error: 'VALIDATION_FAILED',
    message: 'Check the fields',
    fields: { city: 'City has to be 1-40 characters' },
  },
  { error: 'VALIDATION_FAILED', message: 'Check the fields', fields: { city: 3 } },
  { error: 'X', message: 'Y', fields: ['city'] },
  { error: 'X' },
  { message: 'no code' },
  'Internal server error',
  null,
  undefined,
  [],
  42,
];

describe('readApiErrorBody', () => {
  it('given an error body, answers it', () => {
    expect(readApiErrorBody({ error: 'OUT_OF_STOCK', message: 'Sold out', extra: 1 })).toEqual({
      error: 'OUT_OF_STOCK',
      message: 'Sold out',
    });
    expect(readApiErrorBody(samples[1])?.fields).toEqual({ city: 'City has to be 1-40 characters' });
  });

  it('given anything else, answers undefined', () => {
    expect(readApiErrorBody('Internal server error')).toBeUndefined();
    expect(readApiErrorBody({ error: 'X', message: 'Y', fields: { city: 3 } })).toBeUndefined();
  });

  it('agrees with apiErrorBodySchema on every sample', () => {
    for (const sample of samples) {
      const parsed = apiErrorBodySchema.safeParse(sample);
      expect(readApiErrorBody(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
