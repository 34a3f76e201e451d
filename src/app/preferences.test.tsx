import { act, renderHook } from '@testing-library/react';
import { getPreferences, usePreferences } from './preferences';

const KEY = 'emqx-console.preferences';

/** What another tab does: it writes the preferences, and this tab hears of it. */
function changedInAnotherTab(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value, storageArea: localStorage }));
}

describe('preferences changed in another tab', () => {
  const before = localStorage.getItem(KEY);
  afterEach(() => act(() => changedInAnotherTab(before)));

  it('are followed at once: theme, language and menu', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => changedInAnotherTab(JSON.stringify({ locale: 'zh', theme: 'light', menuCollapsed: false })));
    expect(result.current).toMatchObject({ locale: 'zh', theme: 'light', menuCollapsed: false });
  });

  it('ignore values that are no preference, and other keys', () => {
    const locale = getPreferences().locale;
    act(() => changedInAnotherTab(JSON.stringify({ theme: 'sepia' })));
    expect(getPreferences()).toMatchObject({ theme: 'dark', locale });
    localStorage.setItem('elsewhere', '{"theme":"light"}');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'elsewhere', newValue: '{"theme":"light"}', storageArea: localStorage })));
    expect(getPreferences().theme).toBe('dark');
    localStorage.removeItem('elsewhere');
  });
});
