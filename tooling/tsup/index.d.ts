import type { Options } from 'tsup';
export declare function createTsupConfig(options: {
  entry: string[];
  external?: (string | RegExp)[];
}): Options | Options[] | (() => Promise<Options>);
