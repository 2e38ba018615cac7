import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

const sources = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file, code: readFileSync(path.join(SRC, file), 'utf8') }));

describe("the build's React Compiler", () => {
  // react-hook-form's form object is one mutable object for the form's life: memoised on it, a
  // form restored from a draft kept showing the stored values (tests/components/admin/useDraftOnExpiry).
  it('leaves every module that uses react-hook-form as written', () => {
    const forms = sources().filter(({ code }) => /from 'react-hook-form'/.test(code));
    expect(forms.length).toBeGreaterThan(0);
    const compiled = forms.filter(({ code }) => !code.startsWith("'use no memo';")).map(({ file }) => file);
    expect(compiled).toEqual([]);
  });
});
