import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageTabs } from './PageTabs';

function Page({ users, onChange }: { users: boolean; onChange: (tab: string) => void }) {
  const [tab, setTab] = useState<'overview' | 'settings' | 'users'>('overview');
  return (
    <PageTabs
      label="Authenticator"
      value={tab}
      onChange={(next) => {
        onChange(next);
        setTab(next);
      }}
      tabs={[
        { value: 'overview', label: 'Overview', content: <p>Counters</p> },
        { value: 'settings', label: 'Settings', content: <p>Form</p> },
        users && { value: 'users', label: 'Users', content: <p>Users list</p> },
      ]}
    />
  );
}

it('names its tab list, leaves out a tab that does not apply, and draws only the tab shown', async () => {
  const onChange = vi.fn();
  renderWithProviders(<Page users={false} onChange={onChange} />);
  expect(screen.getByRole('tablist', { name: 'Authenticator' })).toBeVisible();
  expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
  expect(screen.getByText('Counters')).toBeVisible();
  expect(screen.queryByText('Form')).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
  expect(onChange).toHaveBeenCalledWith('settings');
  expect(screen.getByText('Form')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Counters')).toBeNull());
});
