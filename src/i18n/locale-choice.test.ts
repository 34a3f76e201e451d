import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFromBrowser, localeFromUrl } from './locale-choice';

const firstVisit = { search: '', hash: '#/login', stored: undefined };

describe('chooseLocale', () => {
  it('follows the browser on a first visit: any Chinese is zh, anything else en', () => {
    for (const languages of [['zh-CN'], ['zh'], ['zh-TW', 'en'], ['ZH-hk'], ['zh-Hans-CN']]) {
      expect(chooseLocale({ ...firstVisit, browserLanguages: languages }), languages.join()).toEqual({ locale: 'zh', fromUrl: false });
    }
    for (const languages of [['en-US'], ['de-DE', 'zh-CN'], ['fr'], [], ['zha']]) {
      expect(chooseLocale({ ...firstVisit, browserLanguages: languages }), languages.join()).toEqual({ locale: 'en', fromUrl: false });
    }
  });

  it('keeps a stored choice over the browser language', () => {
    expect(chooseLocale({ ...firstVisit, stored: 'en', browserLanguages: ['zh-CN'] })).toEqual({ locale: 'en', fromUrl: false });
    expect(chooseLocale({ ...firstVisit, stored: 'zh', browserLanguages: ['en-US'] })).toEqual({ locale: 'zh', fromUrl: false });
  });

  it('ignores a stored value that is not a language the console has', () => {
    expect(chooseLocale({ ...firstVisit, stored: 'fr', browserLanguages: ['zh-CN'] }).locale).toBe('zh');
  });

  it('lets ?lang= in the URL force a language over both, and says so to have it remembered', () => {
    expect(chooseLocale({ search: '', hash: '#/login?lang=en', stored: 'zh', browserLanguages: ['zh-CN'] })).toEqual({ locale: 'en', fromUrl: true });
    expect(chooseLocale({ search: '?lang=zh', hash: '#/help', stored: 'en', browserLanguages: ['en-US'] })).toEqual({ locale: 'zh', fromUrl: true });
  });
});

describe('localeFromUrl', () => {
  it('reads lang from the hash query and from the page query', () => {
    expect(localeFromUrl('', '#/login?to=%2Fretained&lang=zh')).toBe('zh');
    expect(localeFromUrl('?lang=EN', '')).toBe('en');
    expect(localeFromUrl('?lang=zh', '#/login?lang=en')).toBe('en');
  });

  it('ignores a missing or unknown lang', () => {
    expect(localeFromUrl('', '#/login')).toBeUndefined();
    expect(localeFromUrl('?lang=fr', '#/login?lang=')).toBeUndefined();
    expect(localeFromUrl('?language=zh', '#/lang=zh')).toBeUndefined();
  });
});

describe('localeFromBrowser', () => {
  it('looks at the most preferred language only', () => {
    expect(localeFromBrowser(['en-GB', 'zh-CN'])).toBe('en');
    expect(localeFromBrowser(['zh-CN', 'en-GB'])).toBe('zh');
  });
});
