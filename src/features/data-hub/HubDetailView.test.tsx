import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { HubDetailView } from './HubDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

describe('HubDetailView', () => {
  it('shows a validation’s settings and checks, its counters per node, and resets them after confirmation', async () => {
    renderInRouter(<HubDetailView kindId="validation" name="meter_reading_range" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'meter_reading_range' })).toBeVisible();
    expect(await screen.findByText('Energy meters never report a negative reading')).toBeVisible();
    expect(screen.getByText('meters/+/reading')).toBeVisible();
    expect(screen.getByText('Only log')).toBeVisible();
    expect(screen.getByText('SQL: SELECT * WHERE payload.kwh >= 0')).toBeVisible();
    const perNode = await screen.findByRole('table', { name: 'Statistics per node' });
    await waitFor(() => expect(within(perNode).getAllByRole('row').length).toBe(state.nodes.length + 2));
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(state.dataHub.validations.find((v) => v.name === 'meter_reading_range')?.metrics.accrued).toBe(0));
  });

  it('shows a transformation’s decoder, encoder and operations in order', async () => {
    renderInRouter(<HubDetailView kindId="transformation" name="fleet_vehicle_tag" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'fleet_vehicle_tag' })).toBeVisible();
    expect(await screen.findAllByText('json')).toHaveLength(2);
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual(["user_property.vehicle ← nth(2, tokens(topic, '/'))", 'payload.received_by ← node']);
  });

  it('tries the transformation on a sample message with the broker’s dry run, and says plainly why one fails', async () => {
    renderInRouter(<HubDetailView kindId="transformation" name="fleet_vehicle_tag" />);
    const form = await screen.findByRole('form', { name: 'Try the transformation' });
    expect(within(form).getByRole('textbox', { name: 'Topic' })).toHaveValue('fleet/sample/telemetry');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Topic' }), { target: { value: 'fleet/truck-9/telemetry' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: '{"speed": 42}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Try it' }));
    const payload = await within(form).findByLabelText('Transformed payload');
    expect(JSON.parse(payload.textContent ?? '')).toMatchObject({ speed: 42, received_by: state.nodes[0]!.name });
    expect(within(form).getByText('vehicle: truck-9')).toBeVisible();

    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: 'not json' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Try it' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^The payload could not be decoded as json: /);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Topic' }), { target: { value: 'fleet/+/telemetry' } });
    expect(within(form).getByText('A message is published on a topic name, without wildcards.')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Try it' })).toBeDisabled();
  });

  it('tries a validation on a sample message in the browser: which check failed and why, and what the broker would do', async () => {
    renderInRouter(<HubDetailView kindId="validation" name="sensor_reading_shape" />);
    const form = await screen.findByRole('form', { name: 'Try the validation' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Topic' }), { target: { value: 'sensor/line-1/reading' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: '{"device_id": "s1", "temperature": 300}' } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Check the message' })).toBeEnabled());
    fireEvent.click(within(form).getByRole('button', { name: 'Check the message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The message fails. The broker would: Drop the message');
    const tried = within(form).getByRole('list', { name: 'Checks tried' });
    expect(tried).toHaveTextContent('Failed');
    expect(tried).toHaveTextContent("must have required property 'ts'");
    expect(tried).toHaveTextContent('/temperature must be <= 125');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: '{"device_id": "s1", "temperature": 21, "ts": 1}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check the message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The message passes');
  });

  it('tries a SQL condition with the broker’s rule test, reading from the sample’s topic', async () => {
    renderInRouter(<HubDetailView kindId="validation" name="meter_reading_range" />);
    const form = await screen.findByRole('form', { name: 'Try the validation' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Topic' }), { target: { value: 'meters/m-1/reading' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: '{"kwh": -3}' } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Check the message' })).toBeEnabled());
    fireEvent.click(within(form).getByRole('button', { name: 'Check the message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The message fails. The broker would: Only log');
    expect(within(form).getByRole('list', { name: 'Checks tried' })).toHaveTextContent('The condition is false for this message.');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Payload' }), { target: { value: '{"kwh": 12}' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Check the message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The message passes');
  });
});
