import { describe, expect, it } from 'vitest';
import { parseBasicAuthorization } from './basic-auth';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe('parseBasicAuthorization', () => {
  it('splits at the first colon so passwords may contain colons', () => {
    expect(parseBasicAuthorization(basic('ann@example.com:pa:ss'))).toEqual({
      email: 'ann@example.com',
      password: 'pa:ss',
    });
  });

  it.each([undefined, '', 'Bearer abc', basic('no-colon'), basic(':nopass'), basic('user:'), 'Basic !!!'])(
    'rejects %s',
    (header) => {
      expect(parseBasicAuthorization(header)).toBeUndefined();
    },
  );
});
