import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The wire rules go into browser forms and server routes alike; an import of Zod (or anything outside this
// folder) here would ride along into every first load that only wanted a limit or a message.
describe('the wire rules', () => {
  it('import nothing from outside their own folder', () => {
    const folder = new URL('.', import.meta.url);
    const sources = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const name of sources) {
      const text = readFileSync(new URL(name, folder), 'utf8');
      const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]);
      expect(
        specifiers.filter((specifier) => !specifier?.startsWith('./')),
        name,
      ).toEqual([]);
    }
  });
});
