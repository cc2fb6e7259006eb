import { describe, expect, it } from 'vitest';
import { siteWrittenInPage } from './site';

function page(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('the site settings written into the page', () => {
  it('reads the block the server writes, with its escaped text', () => {
    const doc = page(
      '<script type="application/json" id="site-settings">{"variant":"crashpad","map":{"attribution":"\\u003c/script>"}}</script>',
    );
    expect(siteWrittenInPage(doc)).toEqual({ variant: 'crashpad', map: { attribution: '</script>' } });
  });

  it('finds nothing on a page without the block, or with a broken one, so the app asks the server', () => {
    expect(siteWrittenInPage(page(''))).toBeUndefined();
    expect(
      siteWrittenInPage(page('<script type="application/json" id="site-settings">{"vari</script>')),
    ).toBeUndefined();
  });
});
