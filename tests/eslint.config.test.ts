import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The architecture eslint.config.js enforces (README "Layout"), proved on snippets: each test
// fails if its rule is removed or stops seeing `@/`.
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The messages of one rule for `code` linted as if it were the file at `file` (relative to the root). */
async function lintAs(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((m) => m.message);
}

describe('layering (import-x/no-restricted-paths)', () => {
  const rule = 'import-x/no-restricted-paths';

  it('stops a feature importing another feature, and lets it import its own files', async () => {
    const code = "import { landSchema } from '@/features/lands/schema';\nexport const schema = landSchema;\n";
    expect(await lintAs('src/features/buildings/x.ts', code, rule)).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await lintAs('src/features/lands/x.ts', code, rule)).toEqual([]);
  });

  it('stops src/lib importing a feature, even for a type', async () => {
    const code = "import type { Land } from '@/features/lands/schema';\nexport type Plot = Land;\n";
    expect(await lintAs('src/lib/x.ts', code, rule)).toEqual([
      expect.stringContaining('Shared code (components, lib, config) never imports features'),
    ]);
  });
  it("keeps admin code out of a feature's shared modules and the public and auth screens", async () => {
    const code =
      "import { PROJECT_FORM_MESSAGES } from '@/features/projects/admin/projectFormSchema';\nexport const m = PROJECT_FORM_MESSAGES;\n";
    const publicCode =
      "Public code (a feature's shared modules and components, the public and auth screens) never imports admin code";
    expect(await lintAs('src/features/projects/hooks.ts', code, rule)).toEqual([
      expect.stringContaining(publicCode),
    ]);
    expect(await lintAs('src/app/routes/public/projects.tsx', code, rule)).toEqual([
      expect.stringContaining(publicCode),
    ]);
    expect(await lintAs('src/app/routes/auth/login.tsx', code, rule)).toEqual([
      expect.stringContaining(publicCode),
    ]);
    expect(await lintAs('src/app/routes/admin/add-project-form.tsx', code, rule)).toEqual([]);
  });

  it('stops a screen importing another screen, and lets a route folder import its own parts', async () => {
    const code =
      "import { findLands } from '@/app/routes/public/properties/landFilters';\nexport const f = findLands;\n";
    expect(await lintAs('src/app/routes/public/_index/route.tsx', code, rule)).toEqual([
      expect.stringContaining('A screen never imports another screen'),
    ]);
    expect(await lintAs('src/app/routes/public/properties/route.tsx', code, rule)).toEqual([]);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  it('reports two modules that import each other', async () => {
    // The rule follows imports on disk, so the pair is written for the test and removed after it.
    const folder = mkdtempSync(path.join(root, 'src', 'lintCycle'));
    try {
      writeFileSync(
        path.join(folder, 'first.ts'),
        // Through the `@/` alias, which the rule must resolve to see the cycle.
        `import { second } from '@/${path.basename(folder)}/second';\nexport const first = second + 1;\n`,
      );
      writeFileSync(
        path.join(folder, 'second.ts'),
        "import { first } from './first';\nexport const second = 1;\nexport const both = () => first;\n",
      );
      const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      const cycles = (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycles).toHaveLength(1);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('one way in (no-restricted-imports)', () => {
  const rule = 'no-restricted-imports';

  it('keeps useSearchParams to useUrlState', async () => {
    const code = "import { useSearchParams } from 'react-router';\nexport const read = useSearchParams;\n";
    expect(await lintAs('src/app/routes/public/x.tsx', code, rule)).toEqual([
      expect.stringContaining('useUrlState'),
    ]);
    expect(await lintAs('src/components/admin/x.ts', code, rule)).toEqual([
      expect.stringContaining('useUrlState'),
    ]);
    expect(await lintAs('src/lib/useUrlState.ts', code, rule)).toEqual([]);
  });

  it('keeps react-hook-form and full zod to admin code; zod/mini goes anywhere', async () => {
    const code =
      "import { useForm } from 'react-hook-form';\nimport { zodResolver } from '@hookform/resolvers/zod';\nimport { z } from 'zod';\nexport const kit = [useForm, zodResolver, z];\n";
    expect(await lintAs('src/features/inquiries/components/x.tsx', code, rule)).toHaveLength(3);
    expect(await lintAs('src/features/lands/admin/x.tsx', code, rule)).toEqual([]);
    const mini = "import * as z from 'zod/mini';\nexport const text = z.string();\n";
    expect(await lintAs('src/features/lands/schema.ts', mini, rule)).toEqual([]);
  });
});

describe('no ICU on public pages (no-restricted-syntax)', () => {
  const rule = 'no-restricted-syntax';
  const code = [
    "export const money = new Intl.NumberFormat('en-US').format(1);",
    "export const day = Intl.DateTimeFormat('en-IN').format(0);",
    "export const amount = (1234).toLocaleString('en-US');",
    'export const when = new Date(0).toLocaleDateString();',
    "export const order = ['b', 'a'].sort((a, b) => a.localeCompare(b, 'en'));",
    "export const lower = 'A'.toLocaleLowerCase();",
    '',
  ].join('\n');

  it('refuses Intl, toLocale*String and localeCompare with a locale in public code, naming the formatters', async () => {
    const messages = await lintAs('src/features/lands/components/x.ts', code, rule);
    expect(messages).toHaveLength(5);
    expect(messages[0]).toContain("ICU's start-up blocks a phone's main thread");
    expect(messages[0]).toContain('groupDigits (src/lib/numbers.ts)');
    expect(await lintAs('src/app/routes/public/x.tsx', code, rule)).toHaveLength(5);
    expect(await lintAs('src/lib/x.ts', code, rule)).toHaveLength(5);
  });

  it('lets admin code and the demo backend use Intl', async () => {
    expect(await lintAs('src/features/lands/admin/x.ts', code, rule)).toEqual([]);
    expect(await lintAs('src/components/admin/x.ts', code, rule)).toEqual([]);
    expect(await lintAs('src/app/routes/admin/x.tsx', code, rule)).toEqual([]);
    expect(await lintAs('src/mocks/x.ts', code, rule)).toEqual([]);
  });
});

describe('file names (check-file/filename-naming-convention)', () => {
  const rule = 'check-file/filename-naming-convention';
  const component = 'export function Widget() {\n  return null;\n}\n';

  it('wants a component file PascalCase and a route module named after its URL', async () => {
    expect(await lintAs('src/components/my-widget.tsx', component, rule)).toEqual([
      expect.stringContaining('PascalCase'),
    ]);
    expect(await lintAs('src/components/MyWidget.tsx', component, rule)).toEqual([]);
    expect(
      await lintAs(
        'src/app/routes/public/MyPage.tsx',
        'export default function Page() {\n  return null;\n}\n',
        rule,
      ),
    ).toEqual([expect.stringContaining('named after its URL')]);
    expect(
      await lintAs(
        'src/app/routes/public/property.land-details.$id.tsx',
        'export default function Page() {\n  return null;\n}\n',
        rule,
      ),
    ).toEqual([]);
  });
});

/** Paths (with '/') that another path equals but for letter case: one clone breaks on macOS or Windows. */
function caseCollisions(paths: readonly string[]): string[][] {
  const byLowerCase = new Map<string, string[]>();
  for (const file of paths)
    byLowerCase.set(file.toLowerCase(), [...(byLowerCase.get(file.toLowerCase()) ?? []), file]);
  return [...byLowerCase.values()].filter((group) => group.length > 1);
}

/** Every file and folder under `folder`, relative to the root; build output and dot folders left out. */
function walk(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? [relative, ...walk(relative)] : [relative];
  });
}

describe('file names differ by more than case', () => {
  it('finds a collision', () => {
    expect(caseCollisions(['src/lib/Http.ts', 'src/lib/http.ts', 'src/lib/url.ts'])).toEqual([
      ['src/lib/Http.ts', 'src/lib/http.ts'],
    ]);
  });

  it('holds for src, tests, scripts and public', () => {
    expect(caseCollisions(['src', 'tests', 'scripts', 'public'].flatMap(walk))).toEqual([]);
  });
});
