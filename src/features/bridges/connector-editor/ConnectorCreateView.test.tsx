import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderInRouter } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { ConnectorCreateView } from './ConnectorCreateView';

serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

describe('ConnectorCreateView', () => {
  it('offers every connector form in the type gallery, HTTP and MQTT first, and a pick is the type', async () => {
    const onTypeChange = vi.fn();
    renderInRouter(<ConnectorCreateView onTypeChange={onTypeChange} />);
    const search = await screen.findByRole('searchbox', { name: 'Search types' });
    expect(within(screen.getByRole('list', { name: 'HTTP and MQTT' })).getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'HTTP server' }),
      screen.getByRole('button', { name: 'MQTT' }),
    ]);
    expect(within(screen.getByRole('list', { name: 'Other' })).getByRole('button', { name: 'SysKeeper proxy' })).toBeVisible();
    fireEvent.change(search, { target: { value: 'iotdb' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Apache IoTDB (REST API)' }));
    expect(onTypeChange).toHaveBeenCalledWith('iotdb-restapi');
  });
});
