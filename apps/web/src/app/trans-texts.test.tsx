// Every <Trans> in the app names its components, and every <tag> of its English text has one, so no link is lost
// ("See our and for ideas.", docs/decisions/018-walk-through-fixes.md). The sources are read as text: a new
// <Trans> is checked without anyone adding it here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';

// Each feature adds its texts when its pages load (features/*/texts.ts).
import.meta.glob('../features/*/texts.ts', { eager: true });

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

type Usage = { file: string; key: string | null; components: string[] };

/** Each `<Trans …>` element: its i18nKey and the names in its `components={{ … }}`. */
function usages(): Usage[] {
  return sources(SRC).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found: Usage[] = [];
    for (const match of text.matchAll(/^([ \t]*)(?:.*?)<Trans\b/gm)) {
      const start = match.index + match[0].length;
      const indent = match[1]!;
      // The element ends on a line of its own indentation ("/>" or "</Trans>"), or on its first line.
      const firstLine = text.slice(start, text.indexOf('\n', start));
      const end = new RegExp(`\\n${indent}(?:/>|</Trans>)`, 'g');
      end.lastIndex = start;
      const close = firstLine.trimEnd().endsWith('/>')
        ? start + firstLine.length
        : (end.exec(text)?.index ?? text.length);
      const block = text.slice(start, close);
      const key = /i18nKey="([^"]+)"/.exec(block)?.[1] ?? null;
      const list = /components=\{\{([\s\S]*)\}\}/.exec(block)?.[1] ?? '';
      const components = [...list.matchAll(/(?:^|[,{\s])(\w+):\s*</g)].map((m) => m[1]!);
      found.push({ file: file.slice(SRC.length + 1), key, components });
    }
    return found;
  });
}

const markers = (text: string) => [...new Set([...text.matchAll(/<(\w+)>/g)].map((m) => m[1]!))];

describe('translated texts with links', () => {
  const all = usages();

  it('finds the app’s <Trans> texts', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  it.each(all.map((u) => [`${u.file} ${u.key ?? '(no key)'}`, u] as const))(
    '%s names a component for every marker of its text',
    (_name, usage) => {
      expect(usage.key, 'every <Trans> has an i18nKey').not.toBeNull();
      const text = i18next.t(usage.key!);
      expect(text, 'the key has an English text').not.toBe(usage.key);
      expect(usage.components.sort()).toEqual(markers(text).sort());
    },
  );

  it.each(all.filter((u) => u.key).map((u) => [`${u.file} ${u.key}`, u] as const))(
    '%s renders each link with its words',
    (_name, usage) => {
      const text = i18next.t(usage.key!);
      const components = Object.fromEntries(usage.components.map((c) => [c, <a href={`#${c}`} />]));
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18next}>
          <Trans i18nKey={usage.key!} components={components} />
        </I18nextProvider>,
      );
      for (const [, name, words] of text.matchAll(/<(\w+)>(.*?)<\/\1>/g))
        expect(html).toContain(`<a href="#${name}">${words}</a>`);
      expect(html.replace(/<[^>]+>/g, '')).toBe(text.replace(/<[^>]+>/g, ''));
    },
  );
});
