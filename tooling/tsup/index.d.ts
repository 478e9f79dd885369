import type { Options } from 'tsup';
export declare function createTsupConfig(options: {
  entry: string[] | Record<string, string>;
  external?: (string | RegExp)[];
}): Options | Options[];
