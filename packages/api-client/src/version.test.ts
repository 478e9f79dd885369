import { describe, expect, it } from 'vitest';
import { API_CLIENT_VERSION } from './version';

describe('api-client', () => {
  it('names its contract version', () => {
    expect(API_CLIENT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
