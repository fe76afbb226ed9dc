import { describe, expect, it } from 'vitest';
import { MINIMUM_BROWSER_VERSIONS } from '../content/browserSupport';
import { detectBrowser, lacksRequiredApi, unsupportedBrowser } from './browserSupport';

// One user agent per browser, with the major version in place of {v} (shapes of each browser's real strings).
const AGENTS = {
  Chrome:
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/{v}.0.2171.95 Safari/537.36',
  Safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10) AppleWebKit/600.1.25 (KHTML, like Gecko) Version/{v}.0 Safari/600.1.25',
  'Internet Explorer': 'Mozilla/5.0 (compatible; MSIE {v}.0; Windows NT 6.1; Trident/6.0)',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/42.0.2311.135 Safari/537.36 Edge/{v}.10240',
  Firefox: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:{v}.0) Gecko/20100101 Firefox/{v}.0',
  Opera:
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.84 Safari/537.36 OPR/{v}.0.2220.41',
} as const;

describe('the unsupported-browser notice (doc 1 §2: Chrome 39, Safari 8, IE 11, Edge 12, Firefox 33, Opera 38)', () => {
  const browsers = Object.keys(AGENTS) as (keyof typeof AGENTS)[];

  it.each(browsers)('%s: the minimum and later are supported, the version before is not', (name) => {
    const minimum = MINIMUM_BROWSER_VERSIONS[name];
    const agent = (version: number) => AGENTS[name].replaceAll('{v}', String(version));
    expect(detectBrowser(agent(minimum))).toEqual({ name, version: minimum });
    expect(unsupportedBrowser(agent(minimum))).toBeUndefined();
    expect(unsupportedBrowser(agent(minimum + 1))).toBeUndefined();
    expect(unsupportedBrowser(agent(minimum - 1))).toEqual({ name, version: minimum - 1 });
  });

  it('reads Internet Explorer 11 from its Trident token, and Edge on Chromium from Edg/', () => {
    expect(unsupportedBrowser('Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko')).toBeUndefined();
    expect(detectBrowser('Mozilla/5.0 (Windows NT 6.3; Trident/7.0; rv:11.0) like Gecko')).toEqual({
      name: 'Internet Explorer',
      version: 11,
    });
    expect(
      detectBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ name: 'Edge', version: 120 });
  });

  it('reads old Opera (Presto) and lets through what it does not recognise', () => {
    expect(unsupportedBrowser('Opera/9.80 (Windows NT 6.1) Presto/2.12.388 Version/12.16')).toEqual({
      name: 'Opera',
      version: 12,
    });
    expect(unsupportedBrowser('curl/8.4.0')).toBeUndefined();
    expect(
      unsupportedBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/30.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBeUndefined();
  });

  it('supports the Chromium the browser tests run in', () => {
    const headless =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    expect(detectBrowser(headless)).toEqual({ name: 'Chrome', version: 131 });
    expect(unsupportedBrowser(headless)).toBeUndefined();
  });
});

describe('an engine without the API the app calls (lacksRequiredApi)', () => {
  it('this engine has Object.hasOwn and Array.prototype.findLast', () => {
    expect(lacksRequiredApi()).toBe(false);
  });

  it('an engine missing either is not supported, whatever its user agent says', () => {
    const withoutHasOwn = { Object: { ...Object, hasOwn: undefined } as unknown as ObjectConstructor, Array };
    expect(lacksRequiredApi(withoutHasOwn)).toBe(true);
    const withoutFindLast = {
      Object,
      Array: { prototype: { ...Array.prototype, findLast: undefined } } as unknown as ArrayConstructor,
    };
    expect(lacksRequiredApi(withoutFindLast)).toBe(true);
  });
});
