import { describe, expect, it } from 'vitest';
import { isRulesHtml, linkAllowed, plainRulesToHtml, rulesAsHtml } from './house-rules';

describe('house rules as HTML', () => {
  it('tells the editor’s HTML from plain text saved before it', () => {
    expect(isRulesHtml('<p>No smoking</p>')).toBe(true);
    expect(isRulesHtml('<ul><li>Quiet hours</li></ul>')).toBe(true);
    expect(isRulesHtml('Quiet <strong>after</strong> 10')).toBe(true);
    expect(isRulesHtml('<a href="https://example.com">guide</a>')).toBe(true);
    expect(isRulesHtml('No smoking.\nQuiet hours after 10pm.')).toBe(false);
    expect(isRulesHtml('We <3 pets; rent < 500 > 400')).toBe(false);
    expect(isRulesHtml('<bogus>')).toBe(false);
  });

  it('turns plain text into paragraphs at blank lines and line breaks within them, escaped', () => {
    expect(plainRulesToHtml('Quiet hours\nafter 10 pm\r\n\r\nNo <pets> & "no" guests')).toBe(
      '<p>Quiet hours<br>after 10 pm</p><p>No &lt;pets&gt; &amp; &quot;no&quot; guests</p>',
    );
    expect(plainRulesToHtml('  \n\n ')).toBe('');
    expect(rulesAsHtml('<p>kept</p>')).toBe('<p>kept</p>');
    expect(rulesAsHtml('one\ntwo')).toBe('<p>one<br>two</p>');
  });

  it('keeps links to web pages and drops other addresses and contacts', () => {
    expect(linkAllowed('https://example.com/house-manual')).toBe(true);
    expect(linkAllowed('http://example.com')).toBe(true);
    expect(linkAllowed('mailto:?subject=Rules')).toBe(true);
    expect(linkAllowed('mailto:owner@example.com')).toBe(false);
    expect(linkAllowed('mailto:owner%40example.com')).toBe(false);
    expect(linkAllowed('https://example.com/call/214-555-0134')).toBe(false);
    expect(linkAllowed('javascript:alert(1)')).toBe(false);
    expect(linkAllowed('tel:2145550134')).toBe(false);
    expect(linkAllowed('data:text/html,hi')).toBe(false);
    expect(linkAllowed('/relative/page')).toBe(false);
    expect(linkAllowed('//example.com')).toBe(false);
    expect(linkAllowed('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(linkAllowed('https:example.com')).toBe(false);
    expect(linkAllowed('java\tscript:alert(1)')).toBe(false);
    expect(linkAllowed(' javascript:alert(1)')).toBe(false);
  });
});
